import { useEffect } from "react";
import { pageTitle } from "../navigation/page-title";
import { useStorefront } from "./storefront-context";

/**
 * Names the page in the browser tab while it shows (`pageTitle`); back to the shop's name when
 * it goes, so a page without a title of its own never keeps the previous page's after a
 * client-side navigation.
 *
 * @example
 * function ProductView({ product }: { product: Product }) {
 *   usePageTitle(product.name); // document.title === "Night Owl Hoodie · Maya Makes"
 *   …
 * }
 */
export function usePageTitle(title: string | undefined): void {
  const { stores } = useStorefront();
  useEffect(() => {
    const shopName = stores.shop.state.shop?.name ?? "";
    document.title = pageTitle(title, shopName);
    return () => {
      document.title = shopName;
    };
  }, [stores, title]);
}
