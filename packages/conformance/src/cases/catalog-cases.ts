import { endpoints, type Product } from "@vitrine/contract";
import type { Storefront } from "@vitrine/sdk";
import type { ConformanceCase } from "../conformance-case";

const { storefront, social } = endpoints;

/** A product both platforms hold (the demo's 2,048-variant shoe), and one variant to buy of it. */
export const BOTH_PLATFORMS_PRODUCT = "trail-runner";

/** The product every catalogue and cart case works with. */
export function sharedProduct(storefront: Storefront): Promise<Product> {
  return storefront.api.storefront.getProduct(BOTH_PLATFORMS_PRODUCT);
}

/** A variant of `product` on sale now. */
export function buyableVariant(product: Product) {
  const variant = product.variants.find((candidate) => candidate.available);
  if (!variant) throw new Error(`${product.slug} has no variant on sale`);
  return variant;
}

export const catalogCases: ConformanceCase[] = [
  {
    endpoint: storefront.listCollections,
    as: "visitor",
    call: (shop) => shop.api.storefront.listCollections({ orderBy: "title", pageSize: 3 }),
  },
  {
    endpoint: storefront.getCollection,
    as: "visitor",
    call: (shop) => shop.api.storefront.getCollection("apparel"),
  },
  {
    endpoint: storefront.listProducts,
    as: "visitor",
    call: (shop) =>
      shop.api.storefront.listProducts({ orderBy: "price", direction: "ASC", page: 2 }),
  },
  {
    endpoint: storefront.searchByCollections,
    as: "visitor",
    call: async (shop) => {
      const { data } = await shop.api.storefront.listCollections();
      return shop.api.storefront.searchByCollections({
        collectionIds: data.slice(0, 2).map((item) => item.id),
        size: 4,
      });
    },
  },
  {
    endpoint: storefront.getProduct,
    as: "visitor",
    call: sharedProduct,
  },
  {
    endpoint: storefront.related,
    as: "visitor",
    call: async (shop) => shop.api.storefront.related((await sharedProduct(shop)).id, { limit: 4 }),
  },
  {
    endpoint: storefront.quantityDiscounts,
    as: "visitor",
    call: async (shop) => {
      const product = await sharedProduct(shop);
      return shop.api.storefront.quantityDiscounts(product.id, {
        variantId: buyableVariant(product).id,
      });
    },
  },
  {
    endpoint: social.feed,
    as: "visitor",
    call: (shop) => shop.api.social.youtube({ limit: 3, handle: "mayamakes" }),
  },
];
