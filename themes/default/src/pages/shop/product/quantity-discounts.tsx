import { readCartToken } from "@vitrine/sdk";
import { useCart, useResource, useStorefront } from "@vitrine/sdk/react";
import { ErrorState, LoadingState } from "@vitrine/theme-kit";
import { memo } from "react";
import { useTranslation } from "react-i18next";

/** The product's quantity tiers for the selected variant, the one the cart reaches highlighted. */
export const QuantityDiscounts = memo(function QuantityDiscounts({
  productId,
  variantId,
}: {
  productId: string;
  variantId: string;
}) {
  const { t } = useTranslation();
  const storefront = useStorefront();
  const { state: cartState } = useCart();
  const itemCount = cartState.cart?.itemCount ?? 0;
  const discounts = useResource(
    (signal) =>
      storefront.api.storefront.quantityDiscounts(
        productId,
        { variantId, cartToken: readCartToken(storefront.cookies) },
        { signal },
      ),
    [productId, variantId, itemCount],
  );
  if (discounts.status === "error") {
    return <ErrorState error={discounts.error} retry={discounts.reload} />;
  }
  if (discounts.data === undefined) {
    return (
      <LoadingState>
        <div className="vt-skeleton vt-skeleton--text" aria-hidden="true" />
      </LoadingState>
    );
  }
  const { tiers, activeTier, quantityInCart } = discounts.data;
  if (tiers.length === 0) return null;
  return (
    <section className="vt-discounts" aria-labelledby="vt-discounts-title">
      <h2 id="vt-discounts-title">{t("product.discounts.title")}</h2>
      <ul>
        {tiers.map((tier) => (
          <li
            key={tier.minQuantity}
            aria-current={activeTier?.minQuantity === tier.minQuantity ? "true" : undefined}
          >
            {t("product.discounts.tier", { count: tier.minQuantity, percent: tier.percentOff })}
          </li>
        ))}
      </ul>
      {quantityInCart > 0 ? (
        <p>{t("product.discounts.inCart", { count: quantityInCart })}</p>
      ) : null}
      {activeTier === null ? null : (
        <p>{t("product.discounts.active", { percent: activeTier.percentOff })}</p>
      )}
    </section>
  );
});
