import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { ResourceView } from "@vitrine/theme-kit";
import { OrderSummary } from "@vitrine/theme-kit/checkout";
import { useTranslation } from "react-i18next";
import { OrderAddress } from "../order/order-status-page";

/** The `thankyou` page: the paid order, where it ships, and its status page. */
export function ThankyouPage({ params }: PageProps<"thankyou">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const order = useResource(
    (signal) => api.shopOrders.thankyou(params.orderId, params.thankyouId, { signal }),
    [params.orderId, params.thankyouId],
  );
  return (
    <ResourceView resource={order} errorTitle={t("orders.loadFailed")}>
      {(paid) => (
        <div className="vt-order">
          <div className="vt-order__main">
            <h1>{t("orders.thankyou.title")}</h1>
            <p>{t("orders.thankyou.confirmed", { number: paid.number })}</p>
            <p>{t("orders.thankyou.email", { email: paid.email })}</p>
            <OrderAddress order={paid} />
            <p>
              <Link
                className="vt-button vt-button--primary"
                href={routePath("order-status", { orderCode: paid.code })}
              >
                {t("orders.thankyou.viewStatus")}
              </Link>
            </p>
          </div>
          <OrderSummary lines={paid.lines} totals={paid} />
        </div>
      )}
    </ResourceView>
  );
}
