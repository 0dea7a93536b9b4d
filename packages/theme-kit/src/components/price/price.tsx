import { useTranslation } from "react-i18next";
import { useMoney } from "../../hooks/use-money";

export interface PriceProps {
  price: number;
  compareAtPrice?: number | null;
  /** Shows "From {price}" when variants differ in price. */
  from?: boolean;
  currency?: string;
  className?: string;
}

/** A price, struck-through compare-at price when on sale, and "From" for price ranges. */
export function Price({ price, compareAtPrice, from = false, currency, className }: PriceProps) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const onSale = compareAtPrice != null && compareAtPrice > price;
  const amount = from ? t("product.from", { price: money(price) }) : money(price);
  return (
    <p className={`vt-price ${className ?? ""}`.trim()}>
      {onSale ? (
        <>
          <span className="vt-visually-hidden">{t("product.salePrice")}</span>
          <span>{amount}</span>
          <span className="vt-visually-hidden">{t("product.regularPrice")}</span>
          <s>{money(compareAtPrice)}</s>
        </>
      ) : (
        <span>{amount}</span>
      )}
    </p>
  );
}
