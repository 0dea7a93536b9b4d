import type { Product, ProductVariant } from "@vitrine/contract";
import { useCart } from "@vitrine/sdk/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button";
import { QuantityInput } from "../quantity-input/quantity-input";

export interface AddToCartProps {
  product: Product;
  /** The variant the shopper's options select; undefined when no variant has that combination. */
  variant: ProductVariant | undefined;
}

/**
 * Quantity and the add button for the selected variant, the one every product page uses (the
 * default theme's, a theme script's, the CLI's template). The quantity stops at the variant's stock
 * and the product's maximum; the button says why it cannot be used (sold out, combination not
 * made); a failed add is announced. An added line opens the mini cart (the cart store's).
 */
export function AddToCart({ product, variant }: AddToCartProps) {
  const { t } = useTranslation();
  const { add } = useCart();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const max = Math.max(1, Math.min(product.maxQuantity, variant?.stock ?? product.maxQuantity));

  async function addToCart() {
    if (variant === undefined) return;
    setBusy(true);
    setFailed(false);
    try {
      await add({ productId: product.id, variantId: variant.id, quantity });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const label =
    variant === undefined
      ? t("product.unavailable")
      : !variant.available
        ? t("product.soldOut")
        : busy
          ? t("product.adding")
          : t("product.addToCart");

  return (
    <div className="vt-buy">
      {variant === undefined ? <output>{t("product.noVariant")}</output> : null}
      <div className="vt-buy__row">
        <QuantityInput value={quantity} onChange={setQuantity} max={max} />
        <Button
          onClick={addToCart}
          busy={busy}
          disabled={variant === undefined || !variant.available}
        >
          {label}
        </Button>
      </div>
      {failed ? <p role="alert">{t("product.addFailed")}</p> : null}
    </div>
  );
}
