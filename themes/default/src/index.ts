import { defineTheme } from "@vitrine/sdk/react";
import { NotFoundPage } from "./errors/error-screens";
import { themeTranslations } from "./i18n/translations";
import { themeLayouts } from "./layout/site-layout";
import { membershipPages } from "./membership/pages";
import { lazyPage } from "./pages/lazy-page";
import "./styles/index.css";

/** Vitrine's default theme: every page by route name, its five layouts and its strings. */
export const defaultTheme = defineTheme({
  handle: "default",
  pages: {
    home: lazyPage(() => import("./pages/shop/home/home-page"), "HomePage"),
    cart: lazyPage(() => import("./pages/shop/cart/cart-page"), "CartPage"),
    collections: lazyPage(
      () => import("./pages/shop/collections/collections-page"),
      "CollectionsPage",
    ),
    collection: lazyPage(() => import("./pages/shop/collection/collection-page"), "CollectionPage"),
    products: lazyPage(() => import("./pages/shop/products/products-page"), "ProductsPage"),
    product: lazyPage(() => import("./pages/shop/product/product-page"), "ProductPage"),
    "checkout-empty": lazyPage(
      () => import("./pages/shop/checkout/checkout-empty-page"),
      "CheckoutEmptyPage",
    ),
    checkout: lazyPage(() => import("./pages/shop/checkout/checkout-page"), "CheckoutPage"),
    "checkout-recover": lazyPage(
      () => import("./pages/shop/checkout/checkout-recover-page"),
      "CheckoutRecoverPage",
    ),
    "checkout-message": lazyPage(
      () => import("./pages/shop/checkout/checkout-message-page"),
      "CheckoutMessagePage",
    ),
    "checkout-information": lazyPage(
      () => import("./pages/shop/checkout/checkout-information-page"),
      "CheckoutInformationPage",
    ),
    "checkout-shipping": lazyPage(
      () => import("./pages/shop/checkout/checkout-shipping-page"),
      "CheckoutShippingPage",
    ),
    "checkout-payment": lazyPage(
      () => import("./pages/shop/checkout/checkout-payment-page"),
      "CheckoutPaymentPage",
    ),
    "coming-soon": lazyPage(
      () => import("./pages/shop/coming-soon/coming-soon-page"),
      "ComingSoonPage",
    ),
    donation: lazyPage(() => import("./pages/shop/donation/donation-page"), "DonationPage"),
    "donation-success": lazyPage(
      () => import("./pages/shop/donation/donation-success-page"),
      "DonationSuccessPage",
    ),
    gift: lazyPage(() => import("./pages/shop/gift/gift-page"), "GiftPage"),
    thankyou: lazyPage(() => import("./pages/shop/thankyou/thankyou-page"), "ThankyouPage"),
    "order-status": lazyPage(
      () => import("./pages/shop/order/order-status-page"),
      "OrderStatusPage",
    ),
    "order-cancel": lazyPage(
      () => import("./pages/shop/order/order-cancel-page"),
      "OrderCancelPage",
    ),
    page: lazyPage(() => import("./pages/shop/content-page/content-page"), "ContentPage"),
    "twitch-redeem-gift": lazyPage(
      () => import("./pages/shop/twitch-redeem-gift/twitch-redeem-gift-page"),
      "TwitchRedeemGiftPage",
    ),
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
export { NotFoundPage } from "./errors/error-screens";
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
