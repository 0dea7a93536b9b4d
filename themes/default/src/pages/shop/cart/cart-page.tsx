import type { CartItem } from "@vitrine/contract";
import { readCartToken, routePath } from "@vitrine/sdk";
import { Link, type PageProps, useCart, useResource, useStorefront } from "@vitrine/sdk/react";
import {
  CartLineMedia,
  LoadingState,
  ProductGrid,
  ProductGridSkeleton,
  QuantityInput,
  ResourceView,
  useMoney,
} from "@vitrine/theme-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStateLink } from "../../../components/empty-state-link";
import { TemplateSections } from "../../template-sections";

/** The `cart` page: lines with quantity and remove, totals from the server, checkout, cross-sell. */
export function CartPage(_: PageProps<"cart">) {
  return (
    <TemplateSections
      template="cart"
      main={({ section }) => (
        <CartMain showCrossSell={section.settings.show_cross_sell !== false} />
      )}
    />
  );
}

/** Its own content, the template's main section: the cross-sell is the owner's choice. */
function CartMain({ showCrossSell }: { showCrossSell: boolean }) {
  const { t } = useTranslation();
  const { state, changeQuantity, removeItem } = useCart();
  const [failed, setFailed] = useState(false);
  const cart = state.cart;
  const money = useMoney(cart?.currency);

  async function run(change: Promise<void>) {
    setFailed(false);
    try {
      await change;
    } catch {
      setFailed(true);
    }
  }

  if (state.status !== "ready") return <LoadingState />;
  return (
    <>
      <h1>{t("cart.title")}</h1>
      {failed ? <p role="alert">{t("cart.changeFailed")}</p> : null}
      {cart === null ? (
        <EmptyStateLink
          title={t("cart.empty")}
          href={routePath("products")}
          label={t("cart.continueShopping")}
        />
      ) : (
        <div className="vt-cart">
          <ul className="vt-cart-lines">
            {cart.items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                money={money}
                onQuantity={(quantity) => run(changeQuantity(item.id, quantity))}
                onRemove={() => run(removeItem(item.id))}
              />
            ))}
          </ul>
          <section className="vt-totals" aria-label={t("cart.total")}>
            <dl aria-busy={state.pendingChanges > 0 || undefined}>
              <dt>{t("cart.subtotal")}</dt>
              <dd>{money(cart.subTotalAmount)}</dd>
              {cart.totalDiscountAmount > 0 ? (
                <>
                  <dt>{t("cart.discount")}</dt>
                  <dd>−{money(cart.totalDiscountAmount)}</dd>
                </>
              ) : null}
              <dt>{t("cart.tax")}</dt>
              <dd>{money(cart.totalTaxAmount)}</dd>
              <dt className="vt-totals__total">{t("cart.total")}</dt>
              <dd className="vt-totals__total">{money(cart.totalAmount)}</dd>
            </dl>
            {state.pendingChanges > 0 ? <output>{t("cart.updating")}</output> : null}
            <Link className="vt-button vt-button--primary" href={routePath("checkout-empty")}>
              {t("cart.checkout")}
            </Link>
          </section>
        </div>
      )}
      {cart === null || !showCrossSell ? null : <CrossSell itemCount={cart.itemCount} />}
    </>
  );
}

function CartLine({
  item,
  money,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  money: (amount: number) => string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="vt-cart-line">
      <CartLineMedia image={item.image} />
      <div>
        <p className="vt-cart-line__title">
          <Link href={routePath("product", { slug: item.productSlug })}>{item.productName}</Link>
        </p>
        {item.variantName ? <p className="vt-muted">{item.variantName}</p> : null}
        <p>{money(item.price * item.quantity - item.discountAmount)}</p>
      </div>
      <div className="vt-cart-line__controls">
        <QuantityInput
          value={item.quantity}
          onChange={onQuantity}
          label={t("cart.quantityOf", { name: item.productName })}
          hideLabel
          max={item.maxQuantity}
        />
        <button type="button" className="vt-link-button" onClick={onRemove}>
          {t("cart.remove", { name: item.productName })}
        </button>
      </div>
    </li>
  );
}

/** Cross-sell (spec §9: 4 a page, most expensive first); hidden when there is nothing to offer. */
function CrossSell({ itemCount }: { itemCount: number }) {
  const { t } = useTranslation();
  const storefront = useStorefront();
  const products = useResource(
    (signal) => storefront.api.cart.recommend(readCartToken(storefront.cookies), {}, { signal }),
    [itemCount],
  );
  if (products.status === "success" && products.data.data.length === 0) return null;
  return (
    <section className="vt-section" aria-labelledby="vt-cross-sell-title">
      <h2 id="vt-cross-sell-title">{t("cart.crossSell")}</h2>
      <ResourceView
        resource={products}
        loading={
          <LoadingState>
            <ProductGridSkeleton />
          </LoadingState>
        }
      >
        {(list) => <ProductGrid products={list.data} />}
      </ResourceView>
    </section>
  );
}
