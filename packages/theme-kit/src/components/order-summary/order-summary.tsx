import type { CheckoutLine } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { Link } from "@vitrine/sdk/react";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../hooks/use-money";
import { Image } from "../image/image";
import { IMAGE_SLOTS } from "../image/image-slots";

/** The amounts a checkout and an order both carry. */
export interface OrderSummaryTotals {
  currency: string;
  subTotalAmount: number;
  totalDiscountAmount: number;
  /** `null` while no shipping method is chosen yet. */
  shippingAmount: number | null;
  totalTaxAmount: number;
  totalAmount: number;
}

export interface OrderSummaryProps {
  lines: readonly CheckoutLine[];
  totals: OrderSummaryTotals;
  /** The heading; "Order summary" by default. */
  title?: string;
  /** Whether totals are being recomputed (a step is saving); announced as busy. */
  busy?: boolean;
}

/**
 * Lines with their image, quantity and price, and the totals, as every checkout step, the
 * thank-you page and the order status page show them. A labelled region, so screen-reader users
 * jump to it from any step.
 */
export function OrderSummary({ lines, totals, title, busy = false }: OrderSummaryProps) {
  const { t } = useTranslation();
  const money = useMoney(totals.currency);
  const heading = title ?? t("orderSummary.title");
  return (
    <section className="vt-order-summary vt-totals" aria-label={heading}>
      <h2 className="vt-order-summary__title">{heading}</h2>
      <ul className="vt-order-summary__lines">
        {lines.map((line) => (
          <li key={line.variantId} className="vt-order-summary__line">
            <div className="vt-order-summary__media">
              {line.image === null ? null : (
                <Image data={line.image} alt="" {...IMAGE_SLOTS.orderLine} />
              )}
              <span className="vt-order-summary__quantity">
                <span className="vt-visually-hidden">{t("orderSummary.quantity")}</span>
                {line.quantity}
              </span>
            </div>
            <div className="vt-order-summary__name">
              <Link href={routePath("product", { slug: line.productSlug })}>
                {line.productName}
              </Link>
              {line.variantName ? <p className="vt-muted">{line.variantName}</p> : null}
            </div>
            <p className="vt-order-summary__price">
              {money(line.price * line.quantity - line.discountAmount)}
            </p>
          </li>
        ))}
      </ul>
      <dl aria-busy={busy || undefined}>
        <dt>{t("cart.subtotal")}</dt>
        <dd>{money(totals.subTotalAmount)}</dd>
        {totals.totalDiscountAmount > 0 ? (
          <>
            <dt>{t("cart.discount")}</dt>
            <dd>−{money(totals.totalDiscountAmount)}</dd>
          </>
        ) : null}
        <dt>{t("orderSummary.shipping")}</dt>
        <dd>
          {totals.shippingAmount === null
            ? t("orderSummary.shippingLater")
            : totals.shippingAmount === 0
              ? t("orderSummary.free")
              : money(totals.shippingAmount)}
        </dd>
        <dt>{t("cart.tax")}</dt>
        <dd>{money(totals.totalTaxAmount)}</dd>
        <dt className="vt-totals__total">{t("cart.total")}</dt>
        <dd className="vt-totals__total">{money(totals.totalAmount)}</dd>
      </dl>
    </section>
  );
}
