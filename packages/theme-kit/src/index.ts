// The kit's stylesheet is `@vitrine/theme-kit/styles.css`, imported once by the theme the host
// bundles; this entry imports no CSS, so a theme script that reuses components ships none.

export type { AddToCartProps } from "./components/add-to-cart/add-to-cart";
export { AddToCart } from "./components/add-to-cart/add-to-cart";
export {
  AddressFields,
  cleanAddress,
  EMPTY_ADDRESS,
  SHIPPING_COUNTRIES,
} from "./components/address-fields/address-fields";
export type { ShippingContact } from "./components/address-fields/shipping-contact";
export {
  ShippingContactFields,
  shippingContact,
  shippingContactValues,
} from "./components/address-fields/shipping-contact";
export type { ButtonProps } from "./components/button/button";
export { Button } from "./components/button/button";
export { CartLineMedia } from "./components/cart-line/cart-line-media";
export type { DrawerProps } from "./components/drawer/drawer";
export { Drawer } from "./components/drawer/drawer";
export { CardFieldset, useCardForm } from "./components/forms/card-fields";
export { cardExpiry, cardForm, cardInput, EMPTY_CARD } from "./components/forms/card-schema";
export { EmailField } from "./components/forms/email-field";
export type { FormAction } from "./components/forms/form-action";
export {
  FormFailure,
  FormMessage,
  focusFirstInvalid,
  useFormAction,
} from "./components/forms/form-action";
export type { FormFieldProps } from "./components/forms/form-field";
export { FormField } from "./components/forms/form-field";
export type { FieldMessage } from "./components/forms/issue-text";
export { PaymentConfirmation } from "./components/forms/payment-confirmation";
export { readableError } from "./components/forms/readable-error";
export { SortSelect } from "./components/forms/sort-select";
export type {
  BoundField,
  FormSchema,
  SchemaForm,
  SchemaFormOptions,
} from "./components/forms/use-schema-form";
export { useSchemaForm } from "./components/forms/use-schema-form";
export type { ImageData, ImageProps } from "./components/image/image";
export { Image } from "./components/image/image";
export type { ImageSlot } from "./components/image/image-slots";
export { IMAGE_SLOTS } from "./components/image/image-slots";
export { MiniCart } from "./components/mini-cart/mini-cart";
export type {
  OrderSummaryProps,
  OrderSummaryTotals,
} from "./components/order-summary/order-summary";
export { OrderSummary } from "./components/order-summary/order-summary";
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
export type { KitMessages } from "./i18n/en";
export { kitEn } from "./i18n/en";
export { kitFr } from "./i18n/fr";
