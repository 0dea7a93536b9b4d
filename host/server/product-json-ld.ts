import type { MoneyMinor, Product } from "@vitrine/contract";
import { getMainImage } from "@vitrine/sdk";

/**
 * An amount in integer minor units as the decimal string schema.org prices take, with the
 * currency's own number of minor digits (Intl's): 2 for USD, 0 for JPY, 3 for KWD.
 *
 * @example
 * majorUnits(1999, "USD") // "19.99"
 * majorUnits(1999, "JPY") // "1999"
 */
export function majorUnits(amount: MoneyMinor, currency: string): string {
  const digits =
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return (amount / 10 ** digits).toFixed(digits);
}

/**
 * The product's images as absolute URLs, main image first (search engines take the first), each once.
 *
 * @example
 * productImageUrls(product, "http://demo.localhost:3000")
 * // ["http://demo.localhost:3000/media/img_1", "http://demo.localhost:3000/media/img_2"]
 */
export function productImageUrls(product: Product, baseUri: string): string[] {
  const main = getMainImage(product);
  const urls = [...(main ? [main] : []), ...product.images].map(
    (image) => new URL(image.url, baseUri).href,
  );
  return [...new Set(urls)];
}

/**
 * The schema.org `Product` of a product page: name, description, images, brand and its offer.
 * One price is an `Offer`; variants at different prices make an `AggregateOffer` from the lowest
 * to the highest price, so a 2,048-variant product stays one small block.
 *
 * @example
 * productJsonLd(tee, { currency: "USD" }, "http://demo.localhost:3000/products/tee")
 * // { "@context": "https://schema.org", "@type": "Product", name: "Tee", …,
 * //   offers: { "@type": "Offer", price: "25.00", priceCurrency: "USD",
 * //             availability: "https://schema.org/InStock", url: "…/products/tee" } }
 */
export function productJsonLd(
  product: Product,
  shop: { currency: string; baseUri: string },
  url: string,
): Record<string, unknown> {
  const availability = `https://schema.org/${product.available ? "InStock" : "OutOfStock"}`;
  const prices = product.variants.map((variant) => variant.price);
  const offers =
    product.differentVariantPrice && prices.length > 1
      ? {
          "@type": "AggregateOffer",
          lowPrice: majorUnits(Math.min(...prices), shop.currency),
          highPrice: majorUnits(Math.max(...prices), shop.currency),
          offerCount: prices.length,
          priceCurrency: shop.currency,
          availability,
          url,
        }
      : {
          "@type": "Offer",
          price: majorUnits(product.price, shop.currency),
          priceCurrency: shop.currency,
          availability,
          url,
        };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: productImageUrls(product, shop.baseUri),
    ...(product.vendor ? { brand: { "@type": "Brand", name: product.vendor } } : {}),
    ...(product.variants.length === 1 && product.variants[0]?.sku
      ? { sku: product.variants[0].sku }
      : {}),
    offers,
  };
}
