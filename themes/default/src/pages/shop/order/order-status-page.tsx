import type { Order } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useResource, useShop, useStorefront } from "@vitrine/sdk/react";
import { ResourceView } from "@vitrine/theme-kit";
import { OrderSummary } from "@vitrine/theme-kit/checkout";
import { useTranslation } from "react-i18next";
import { CheckoutShell } from "../checkout/checkout-frame";

/** Where an order ships, by which method, and the shopper's note. */
export function OrderAddress({ order }: { order: Order }) {
  const { t } = useTranslation();
  const address = order.shippingAddress;
  return (
    <dl className="vt-checkout-recap">
      <dt>{t("checkout.recap.shipTo")}</dt>
      <dd>
        {[address.fullName, address.line1, address.line2, address.city, address.postalCode]
          .filter(Boolean)
          .join(", ")}
      </dd>
      <dt>{t("checkout.recap.method")}</dt>
      <dd>{order.shippingMethod || t("orders.noShipping")}</dd>
      {order.message ? (
        <>
          <dt>{t("checkout.message.label")}</dt>
          <dd className="vt-long-text">{order.message}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The order of `orderCode` for the order pages, with its loading and error states. */
export function OrderView({
  orderCode,
  children,
}: {
  orderCode: string;
  children: (order: Order, reload: () => void) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const order = useResource(
    (signal) => api.shopOrders.getByCode(orderCode, { signal }),
    [orderCode],
  );
  return (
    <CheckoutShell backToCart={false}>
      <ResourceView resource={order} errorTitle={t("orders.loadFailed")} pageResource>
        {(found) => children(found, order.reload)}
      </ResourceView>
    </CheckoutShell>
  );
}

/** The `order-status` page: the order's status, lines, totals, and cancel while it may be. */
export function OrderStatusPage({ params }: PageProps<"order-status">) {
  const { t } = useTranslation();
  const { state } = useShop();
  const date = new Intl.DateTimeFormat(state.shop?.locale ?? "en", { dateStyle: "long" });
  return (
    <OrderView orderCode={params.orderCode}>
      {(order) => (
        <div className="vt-order">
          <div className="vt-order__main">
            <h1>{t("orders.status.title", { number: order.number })}</h1>
            <p>
              <span className={`vt-order-status vt-order-status--${order.status.toLowerCase()}`}>
                {t(`orders.status.${order.status}`)}
              </span>{" "}
              {t("orders.status.placed", { date: date.format(new Date(order.createdAt)) })}
            </p>
            <OrderAddress order={order} />
            {order.cancellable ? (
              <p>
                <Link
                  className="vt-button vt-button--secondary"
                  href={routePath("order-cancel", { orderCode: order.code })}
                >
                  {t("orders.cancel.action")}
                </Link>
              </p>
            ) : null}
          </div>
          <OrderSummary lines={order.lines} totals={order} />
        </div>
      )}
    </OrderView>
  );
}
