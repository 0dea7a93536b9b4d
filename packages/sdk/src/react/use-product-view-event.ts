import type { Product } from "@vitrine/contract";
import { useEffect } from "react";
import { useStorefront } from "./storefront-context";

/**
 * Records `product_view` when a product page shows a product, once per product (picking another
 * variant of it is not another view). Every theme's product page calls it.
 *
 * @example
 * function ProductView({ product }: { product: Product }) {
 *   useProductViewEvent(product); // product_view { productId, price, currency }
 *   …
 * }
 */
export function useProductViewEvent(product: Pick<Product, "id" | "price">): void {
  const { analytics, stores } = useStorefront();
  const { id, price } = product;
  useEffect(() => {
    const currency = stores.shop.state.shop?.currency ?? "";
    analytics.emit("product_view", { productId: id, price, currency });
  }, [analytics, stores, id, price]);
}
