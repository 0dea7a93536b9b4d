import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useStorefront } from "@vitrine/sdk/react";
import { Button, FormMessage, useFormAction } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { OrderView } from "./order-status-page";

/**
 * The `order-cancel` page: asks once more before cancelling (stock goes back, the payment is
 * refunded), then says how it went, focused so it is read out.
 */
export function OrderCancelPage({ params }: PageProps<"order-cancel">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const action = useFormAction();
  const statusPath = routePath("order-status", { orderCode: params.orderCode });
  return (
    <OrderView orderCode={params.orderCode}>
      {(order, reload) => (
        <div className="vt-order__main">
          <h1>{t("orders.cancel.title", { number: order.number })}</h1>
          <FormMessage action={action} />
          {order.cancellable ? (
            <>
              <p>{t("orders.cancel.explain")}</p>
              <div className="vt-form-actions">
                <Button
                  busy={action.busy}
                  onClick={() =>
                    void action
                      .run(
                        () => api.shopOrders.cancel(order.code),
                        t("orders.cancel.failed"),
                        t("orders.cancel.done"),
                      )
                      .then((cancelled) => cancelled && reload())
                  }
                >
                  {action.busy ? t("orders.cancel.cancelling") : t("orders.cancel.confirm")}
                </Button>
                <Link href={statusPath}>{t("orders.cancel.keep")}</Link>
              </div>
            </>
          ) : (
            <>
              {action.done === undefined ? <p>{t("orders.cancel.notCancellable")}</p> : null}
              <p>
                <Link href={statusPath}>{t("orders.cancel.backToStatus")}</Link>
              </p>
            </>
          )}
        </div>
      )}
    </OrderView>
  );
}
