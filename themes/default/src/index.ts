import { defineTheme } from "@vitrine/sdk/react";
import { NotFoundPage } from "./errors/error-screens";
import { themeTranslations } from "./i18n/translations";
import { themeLayouts } from "./layout/site-layout";
import { CartPage } from "./pages/shop/cart/cart-page";
import { CollectionPage } from "./pages/shop/collection/collection-page";
import { CollectionsPage } from "./pages/shop/collections/collections-page";
import { HomePage } from "./pages/shop/home/home-page";
import { ProductPage } from "./pages/shop/product/product-page";
import { ProductsPage } from "./pages/shop/products/products-page";
import "./styles/index.css";

/** Vitrine's default theme: every page by route name, its five layouts and its strings. */
export const defaultTheme = defineTheme({
  handle: "default",
  pages: {
    home: HomePage,
    cart: CartPage,
    collections: CollectionsPage,
    collection: CollectionPage,
    products: ProductsPage,
    product: ProductPage,
    "not-found": NotFoundPage,
  },
  layouts: themeLayouts,
  translations: themeTranslations,
});

export type { ButtonProps } from "./components/button/button";
export { Button } from "./components/button/button";
export type { DrawerProps } from "./components/drawer/drawer";
export { Drawer } from "./components/drawer/drawer";
export { MiniCart } from "./components/mini-cart/mini-cart";
export type { PaginationProps } from "./components/pagination/pagination";
export { Pagination, pageFromSearch } from "./components/pagination/pagination";
export type { PriceProps } from "./components/price/price";
export { Price } from "./components/price/price";
export {
  ProductCard,
  ProductGrid,
  ProductGridSkeleton,
} from "./components/product-card/product-card";
export type {
  ProductListingProps,
  ProductSort,
} from "./components/product-listing/product-listing";
export { PRODUCT_SORTS, ProductListing } from "./components/product-listing/product-listing";
export type { QuantityInputProps } from "./components/quantity-input/quantity-input";
export { QuantityInput } from "./components/quantity-input/quantity-input";
export type { ResourceViewProps } from "./components/states/states";
export { EmptyState, ErrorState, LoadingState, ResourceView } from "./components/states/states";
export { InternalErrorScreen, NotFoundPage } from "./errors/error-screens";
export { SearchParamsProvider, useSearchParamsAdapter } from "./hooks/search-params";
export { useImageUrl } from "./hooks/use-image-url";
export { useMoney } from "./hooks/use-money";
export { schemeStyle, useSchemeStyle } from "./hooks/use-scheme-style";
export type { ThemeMessages } from "./i18n/en";
export { themeTranslations } from "./i18n/translations";
export { AdminBar } from "./layout/admin-bar";
export { Footer } from "./layout/footer";
export { Header } from "./layout/header";
export {
  BareLayout,
  DefaultLayout,
  DonationLayout,
  FullWidthLayout,
  MembershipLayout,
  SiteLayout,
  themeLayouts,
} from "./layout/site-layout";
