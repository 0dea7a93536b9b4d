import type { Product } from "@vitrine/contract";
import { throwIfMissing } from "@vitrine/sdk";
import {
  type PageProps,
  usePageTitle,
  useProductViewEvent,
  useResource,
  useStorefront,
  useVariantSelection,
} from "@vitrine/sdk/react";
import {
  AddToCart,
  ErrorState,
  LoadingState,
  Price,
  ProductGallery,
  productGallery,
  useApiRedirect,
  useSearchParamsAdapter,
} from "@vitrine/theme-kit";
import { useDeferredValue, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { TemplateSections } from "../../template-sections";
import { QuantityDiscounts } from "./quantity-discounts";
import { RelatedProducts } from "./related-products";
import { VariantPicker } from "./variant-picker";

/** The main picture's width: the page's on phones and tablets, 3/5 of it from 990 px (product.css). */
const MAIN_SIZES = "(min-width: 990px) 60vw, 100vw";
/** Its widest: a 989 px screen, just before the gallery becomes a column. */
const MAIN_MAX_WIDTH = 990;

/** The `product` page: the product, its variant picker, quantity discounts and related products. */
export function ProductPage({ params }: PageProps<"product">) {
  const { api } = useStorefront();
  const product = useResource(
    (signal) => api.storefront.getProduct(params.slug, { signal }),
    [params.slug],
  );
  usePageTitle(product.data?.name);
  const redirecting = useApiRedirect(product.error);
  if (product.status === "error" && !redirecting) {
    // A missing product is the host's not-found page; a retry is for other failures.
    throwIfMissing(product.error);
    return (
      <div className="vt-page-width vt-section">
        <ErrorState error={product.error} retry={product.reload} />
      </div>
    );
  }
  if (product.data === undefined || redirecting) {
    return (
      <div className="vt-page-width vt-section">
        <LoadingState>
          <div className="vt-product" aria-hidden="true">
            <div className="vt-skeleton vt-skeleton--card" />
            <div>
              <div className="vt-skeleton vt-skeleton--text" />
              <div className="vt-skeleton vt-skeleton--text" />
            </div>
          </div>
        </LoadingState>
      </div>
    );
  }
  const loaded = product.data;
  // The product's own template (an alternative the owner assigned), else the page type's.
  return (
    <TemplateSections
      template={loaded.template ?? "product"}
      main={({ section }) => (
        <ProductView
          product={loaded}
          showDescription={section.settings.show_description !== false}
          showRelated={section.settings.show_related !== false}
        />
      )}
    />
  );
}

/**
 * A loaded product, the template's main section: everything that follows the selected variant,
 * its description and related products unless the owner hid them.
 */
export function ProductView({
  product,
  showDescription = true,
  showRelated = true,
}: {
  product: Product;
  showDescription?: boolean;
  showRelated?: boolean;
}) {
  const { t } = useTranslation();
  useProductViewEvent(product);
  const selection = useVariantSelection(product, useSearchParamsAdapter());
  const variant = product.options.length === 0 ? product.variants[0] : selection.variant;
  // A click on a value paints the picker, price and button at once (issue 13 §7: ≤ 50 ms to the
  // next paint on the 2,048-variant product); the gallery and the discounts follow a frame later.
  const shownVariant = useDeferredValue(variant);
  // Every picture of the product, the chosen variant's shown large.
  const gallery = useMemo(() => productGallery(product, shownVariant), [product, shownVariant]);
  const paragraphs = useMemo(
    () => product.description.split(/\n\s*\n/).filter((text) => text.trim() !== ""),
    [product],
  );

  return (
    <>
      <div className="vt-page-width vt-section">
        <div className="vt-product">
          <ProductGallery
            images={gallery.images}
            selectedImageId={gallery.selectedImageId}
            sizes={MAIN_SIZES}
            maxWidth={MAIN_MAX_WIDTH}
          />
          <div className="vt-product__info">
            <h1 className="vt-product__title">{product.name}</h1>
            <Price
              className="vt-product__price"
              price={variant?.price ?? product.price}
              compareAtPrice={variant?.compareAtPrice ?? product.compareAtPrice}
            />
            {product.options.length > 0 ? (
              <VariantPicker options={product.options} selection={selection} />
            ) : null}
            <AddToCart product={product} variant={variant} />
            {shownVariant === undefined ? null : (
              <QuantityDiscounts productId={product.id} variantId={shownVariant.id} />
            )}
            {showDescription ? (
              <section className="vt-product__description" aria-label={t("product.description")}>
                {paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ) : null}
          </div>
        </div>
      </div>
      {showRelated ? <RelatedProducts productId={product.id} /> : null}
    </>
  );
}
