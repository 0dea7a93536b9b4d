import type { Product } from "@vitrine/contract";
import type { PageProps } from "@vitrine/sdk/react";
import {
  usePageTitle,
  useProductViewEvent,
  useResource,
  useStorefront,
  useVariantSelection,
} from "@vitrine/sdk/react";
import { AddToCart, Price, ProductGallery, productGallery, ResourceView } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

/** The main picture's column: the whole screen up to 48rem, then about three quarters (minimal.css). */
const IMAGES_SIZES = "(max-width: 48rem) 100vw, 75vw";
/** Its widest on a large screen. */
const IMAGES_MAX_WIDTH = 1200;

/**
 * The minimal product page: one large picture with a row of thumbnails (the kit's gallery) on the
 * left, a narrow column of name, price, options as plain selects and the kit's add-to-cart block,
 * which stays in view on the right. On a phone the name and price come first, then the picture,
 * then the options and the button: the six pictures of a product no longer stand between a
 * shopper and what it costs.
 */
export function MinimalProduct({ params }: PageProps<"product">) {
  const { api } = useStorefront();
  const product = useResource(
    (signal) => api.storefront.getProduct(params.slug, { signal }),
    [api, params.slug],
  );
  usePageTitle(product.data?.name);
  return (
    <div className="vm-page" data-theme="minimal">
      <ResourceView resource={product}>{(loaded) => <ProductView product={loaded} />}</ResourceView>
    </div>
  );
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  useProductViewEvent(product);
  const { variant, options, select } = useVariantSelection(product);
  const gallery = productGallery(product, variant);

  return (
    <article className="vm-product">
      <div className="vm-product__head">
        <h1 className="vm-product__name">{product.name}</h1>
        <Price
          price={variant?.price ?? product.price}
          compareAtPrice={variant?.compareAtPrice ?? product.compareAtPrice}
        />
      </div>
      <ProductGallery
        className="vm-product__images"
        images={gallery.images}
        selectedImageId={gallery.selectedImageId}
        sizes={IMAGES_SIZES}
        maxWidth={IMAGES_MAX_WIDTH}
      />
      <div className="vm-product__details">
        {product.options.map((option) => {
          const availability = options.find((entry) => entry.optionId === option.optionId);
          return (
            <label key={option.optionId} className="vm-field">
              <span>{option.name}</span>
              <select
                value={availability?.selectedValueId ?? ""}
                onChange={(event) => select(option.optionId, event.target.value)}
              >
                {option.optionValues.map((value) => {
                  const state = availability?.values.find(
                    (entry) => entry.valueId === value.valueId,
                  );
                  return (
                    <option
                      key={value.valueId}
                      value={value.valueId}
                      disabled={state?.status === "nonexistent"}
                    >
                      {state?.status === "sold-out"
                        ? t("product.valueSoldOut", { value: value.name })
                        : value.name}
                    </option>
                  );
                })}
              </select>
            </label>
          );
        })}
        <AddToCart product={product} variant={variant} />
        <h2 className="vm-section__title">{t("minimal.details")}</h2>
        {product.description.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph} className="vm-product__text">
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}
