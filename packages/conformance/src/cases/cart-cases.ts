import { endpoints } from "@vitrine/contract";
import type { Storefront } from "@vitrine/sdk";
import type { ConformanceCase } from "../conformance-case";
import { buyableVariant, sharedProduct } from "./catalog-cases";

const { cart } = endpoints;

/** A fresh cart holding one unit of the shared product. */
export async function cartWithOneLine(storefront: Storefront) {
  const product = await sharedProduct(storefront);
  return storefront.api.cart.add(undefined, {
    productId: product.id,
    variantId: buyableVariant(product).id,
    quantity: 1,
  });
}

export const cartCases: ConformanceCase[] = [
  { endpoint: cart.add, as: "visitor", call: cartWithOneLine },
  {
    endpoint: cart.get,
    as: "visitor",
    call: async (shop) => shop.api.cart.get((await cartWithOneLine(shop)).token),
  },
  {
    endpoint: cart.change,
    as: "visitor",
    call: async (shop) => {
      const { token, items } = await cartWithOneLine(shop);
      return shop.api.cart.change(token, { itemId: items[0]?.id ?? "", quantity: 2 });
    },
  },
  {
    endpoint: cart.recommend,
    as: "visitor",
    call: async (shop) => shop.api.cart.recommend((await cartWithOneLine(shop)).token),
  },
];
