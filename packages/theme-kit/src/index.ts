// The kit's stylesheet is `@vitrine/theme-kit/styles.css`, imported once by the theme the host
// bundles; this entry imports no CSS, so a theme script that reuses components ships none.

export type { AddToCartProps } from "./components/add-to-cart/add-to-cart";
export { AddToCart } from "./components/add-to-cart/add-to-cart";
export type { ButtonProps } from "./components/button/button";
export { Button } from "./components/button/button";
export { CartLineMedia } from "./components/cart-line/cart-line-media";
export type { DrawerProps } from "./components/drawer/drawer";
export { Drawer } from "./components/drawer/drawer";
export { SortSelect } from "./components/forms/sort-select";
export type { ImageData, ImageProps } from "./components/image/image";
export { Image } from "./components/image/image";
export type { ImageSlot } from "./components/image/image-slots";
export { IMAGE_SLOTS } from "./components/image/image-slots";
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
export type { ProductGalleryProps } from "./components/product-gallery/product-gallery";
export { ProductGallery, productGallery } from "./components/product-gallery/product-gallery";
export type {
  ProductListingProps,
  ProductSort,
} from "./components/product-listing/product-listing";
export { PRODUCT_SORTS, ProductListing } from "./components/product-listing/product-listing";
export type { QuantityInputProps } from "./components/quantity-input/quantity-input";
export { QuantityInput } from "./components/quantity-input/quantity-input";
export type { ResourceViewProps } from "./components/states/states";
export { EmptyState, ErrorState, LoadingState, ResourceView } from "./components/states/states";
export { SearchParamsProvider, useSearchParamsAdapter } from "./hooks/search-params";
export { useApiRedirect } from "./hooks/use-api-redirect";
export { useImageUrl } from "./hooks/use-image-url";
export { useMoney } from "./hooks/use-money";
export { schemeStyle, useSchemeStyle } from "./hooks/use-scheme-style";
export type { UnsavedChanges } from "./hooks/use-unsaved-changes";
export { useUnsavedChanges } from "./hooks/use-unsaved-changes";
