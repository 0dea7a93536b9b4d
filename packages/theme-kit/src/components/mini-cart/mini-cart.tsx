import { routePath } from "@vitrine/sdk";
import { Link, useCart } from "@vitrine/sdk/react";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../hooks/use-money";
import { CartLineMedia } from "../cart-line/cart-line-media";
import { Drawer } from "../drawer/drawer";

/**
 * The mini cart (spec §4): opens when an item is added, shows that item and the cart's count and
 * subtotal; closing it clears the added item.
 */
export function MiniCart() {
  const { t } = useTranslation();
  const { state, closeMiniCart } = useCart();
  const money = useMoney(state.cart?.currency);
  const item = state.miniCart.addedItem;
  const cart = state.cart;
  return (
    <Drawer
      open={state.miniCart.open}
      onClose={closeMiniCart}
      title={t("cart.miniCart.title")}
      footer={
        <>
          {/* The checkout has no layout, so no mini cart to close: left open, it would open
              again on the first page with one, the thank-you page. */}
          <Link
            className="vt-button vt-button--primary"
            href={routePath("checkout-empty")}
            onClick={closeMiniCart}
          >
            {t("cart.checkout")}
          </Link>
          <Link
            className="vt-button vt-button--secondary"
            href={routePath("cart")}
            onClick={closeMiniCart}
          >
            {t("cart.miniCart.viewCart")}
          </Link>
        </>
      }
    >
      {item === null ? null : (
        <div className="vt-cart-line">
          <CartLineMedia image={item.image} />
          <div>
            <p className="vt-cart-line__title">{item.productName}</p>
            {item.variantName ? <p className="vt-muted">{item.variantName}</p> : null}
            <p>{money(item.price)}</p>
          </div>
        </div>
      )}
      {cart === null ? null : (
        <output className="vt-mini-cart__summary">
          {t("cart.miniCart.itemCount", { count: cart.itemCount })} · {t("cart.subtotal")}{" "}
          {money(cart.subTotalAmount)}
        </output>
      )}
    </Drawer>
  );
}
