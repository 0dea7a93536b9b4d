import { defineTheme } from "@vitrine/sdk/react";
import { NotFoundPage } from "./errors/error-screens";
import { themeTranslations } from "./i18n/translations";
import { themeLayouts } from "./layout/site-layout";
import { membershipPages } from "./membership/pages";
import { CartPage } from "./pages/shop/cart/cart-page";
import { CheckoutEmptyPage } from "./pages/shop/checkout/checkout-empty-page";
import { CheckoutInformationPage } from "./pages/shop/checkout/checkout-information-page";
import { CheckoutMessagePage } from "./pages/shop/checkout/checkout-message-page";
import { CheckoutPage } from "./pages/shop/checkout/checkout-page";
import { CheckoutPaymentPage } from "./pages/shop/checkout/checkout-payment-page";
import { CheckoutRecoverPage } from "./pages/shop/checkout/checkout-recover-page";
import { CheckoutShippingPage } from "./pages/shop/checkout/checkout-shipping-page";
import { CollectionPage } from "./pages/shop/collection/collection-page";
import { CollectionsPage } from "./pages/shop/collections/collections-page";
import { ComingSoonPage } from "./pages/shop/coming-soon/coming-soon-page";
import { ContentPage } from "./pages/shop/content-page/content-page";
import { DonationPage } from "./pages/shop/donation/donation-page";
import { DonationSuccessPage } from "./pages/shop/donation/donation-success-page";
import { GiftPage } from "./pages/shop/gift/gift-page";
import { HomePage } from "./pages/shop/home/home-page";
import { OrderCancelPage } from "./pages/shop/order/order-cancel-page";
import { OrderStatusPage } from "./pages/shop/order/order-status-page";
import { ProductPage } from "./pages/shop/product/product-page";
import { ProductsPage } from "./pages/shop/products/products-page";
import { ThankyouPage } from "./pages/shop/thankyou/thankyou-page";
import { TwitchRedeemGiftPage } from "./pages/shop/twitch-redeem-gift/twitch-redeem-gift-page";
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
    "checkout-empty": CheckoutEmptyPage,
    checkout: CheckoutPage,
    "checkout-recover": CheckoutRecoverPage,
    "checkout-message": CheckoutMessagePage,
    "checkout-information": CheckoutInformationPage,
    "checkout-shipping": CheckoutShippingPage,
    "checkout-payment": CheckoutPaymentPage,
    "coming-soon": ComingSoonPage,
    donation: DonationPage,
    "donation-success": DonationSuccessPage,
    gift: GiftPage,
    thankyou: ThankyouPage,
    "order-status": OrderStatusPage,
    "order-cancel": OrderCancelPage,
    page: ContentPage,
    "twitch-redeem-gift": TwitchRedeemGiftPage,
    "not-found": NotFoundPage,
    ...membershipPages,
  },
  layouts: themeLayouts,
  translations: themeTranslations,
});

export type { AddressErrors } from "./components/address-fields/address-fields";
export {
  AddressFields,
  addressErrors,
  cleanAddress,
  EMPTY_ADDRESS,
  SHIPPING_COUNTRIES,
} from "./components/address-fields/address-fields";
export type { ButtonProps } from "./components/button/button";
export { Button } from "./components/button/button";
export type { DrawerProps } from "./components/drawer/drawer";
export { Drawer } from "./components/drawer/drawer";
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
