import type { Product } from "@vitrine/contract";
import { getMainImage } from "@vitrine/sdk";
import type { PageProps } from "@vitrine/sdk/react";
import {
  usePageTitle,
  useProductViewEvent,
  useResource,
  useStorefront,
  useVariantSelection,
} from "@vitrine/sdk/react";
import { AddToCart, Image, Price, ResourceView } from "@vitrine/theme-kit";

/** The product page: the main picture, then name, price, options and the kit's add-to-cart block. */
export function ProductPage({ params }: PageProps<"product">) {
  const { api } = useStorefront();
  const product = useResource(
    (signal) => api.storefront.getProduct(params.slug, { signal }),
    [api, params.slug],
  );
  usePageTitle(product.data?.name);
  return (
    <ResourceView resource={product}>{(loaded) => <ProductView product={loaded} />}</ResourceView>
  );
}

function ProductView({ product }: { product: Product }) {
  useProductViewEvent(product);
  const { variant, options, select } = useVariantSelection(product);
  const image = getMainImage(product);

  return (
    <article className="theme-product">
      {image ? (
        <Image data={image} sizes="(max-width: 48rem) 100vw, 50vw" maxWidth={1200} priority />
      ) : null}
      <div className="theme-product__details">
        <h1>{product.name}</h1>
        <Price
          price={variant?.price ?? product.price}
          compareAtPrice={variant?.compareAtPrice ?? product.compareAtPrice}
        />
        {product.options.map((option) => {
          const picker = options.find((entry) => entry.optionId === option.optionId);
          return (
            <label key={option.optionId} className="theme-product__option">
              <span>{option.name}</span>
              <select
                value={picker?.selectedValueId ?? ""}
                onChange={(event) => select(option.optionId, event.target.value)}
              >
                {option.optionValues.map((value) => (
                  <option key={value.valueId} value={value.valueId}>
                    {value.name}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
        <AddToCart product={product} variant={variant} />
        <p>{product.description}</p>
      </div>
    </article>
  );
}
