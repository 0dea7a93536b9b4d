import type { Order } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useStorefront } from "@vitrine/sdk/react";
import { Button } from "@vitrine/theme-kit";
import { FormMessage, useFormAction } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";
import { OrderView } from "./order-status-page";

/**
 * The heading of the cancel page for an order in this state: the question only while the order
 * can still be cancelled.
 *
 * @example
 * cancelPageTitle({ status: "PAID", cancellable: true }) // "orders.cancel.title"
 * cancelPageTitle({ status: "CANCELED", cancellable: false }) // "orders.cancel.cancelledTitle"
 * cancelPageTitle({ status: "FULFILLED", cancellable: false }) // "orders.cancel.closedTitle"
 */
export function cancelPageTitle(order: Pick<Order, "status" | "cancellable">) {
  if (order.status === "CANCELED") return "orders.cancel.cancelledTitle";
  return order.cancellable ? "orders.cancel.title" : "orders.cancel.closedTitle";
}

/**
 * The `order-cancel` page: asks once more before cancelling (stock goes back, the payment is
 * refunded), then says how it went, focused so it is read out. An order already cancelled, or
 * past cancelling, is not asked about.
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
          <h1>{t(cancelPageTitle(order), { number: order.number })}</h1>
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
              {action.done === undefined && order.status !== "CANCELED" ? (
                <p>{t("orders.cancel.notCancellable")}</p>
              ) : null}
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
