import { DEFAULT_THEME_SECTIONS } from "@vitrine/contract";
import { defineTheme } from "@vitrine/sdk/react";
import { NotFoundPage } from "./errors/error-screens";
import { themeTranslations } from "./i18n/translations";
import { themeLayouts } from "./layout/site-layout";
import { membershipPages } from "./membership/pages";
import { type LazyPageOptions, lazyPage } from "./pages/lazy-page";
import "./styles/index.css";

// The order flow's English comes with whichever of its pages is opened first.
const withOrderFlowStrings: LazyPageOptions = {
  strings: async () => (await import("./i18n/order-flow-en")).orderFlowEn,
};

/**
 * Vitrine's default theme: every page by route name, its five layouts and its strings. Its
 * settings are the spec's, which every theme has; the customizer's panel and Storybook's controls
 * are generated from them.
 */
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
      withOrderFlowStrings,
    ),
    checkout: lazyPage(
      () => import("./pages/shop/checkout/checkout-page"),
      "CheckoutPage",
      withOrderFlowStrings,
    ),
    "checkout-recover": lazyPage(
      () => import("./pages/shop/checkout/checkout-recover-page"),
      "CheckoutRecoverPage",
      withOrderFlowStrings,
    ),
    "checkout-message": lazyPage(
      () => import("./pages/shop/checkout/checkout-message-page"),
      "CheckoutMessagePage",
      withOrderFlowStrings,
    ),
    "checkout-information": lazyPage(
      () => import("./pages/shop/checkout/checkout-information-page"),
      "CheckoutInformationPage",
      withOrderFlowStrings,
    ),
    "checkout-shipping": lazyPage(
      () => import("./pages/shop/checkout/checkout-shipping-page"),
      "CheckoutShippingPage",
      withOrderFlowStrings,
    ),
    "checkout-payment": lazyPage(
      () => import("./pages/shop/checkout/checkout-payment-page"),
      "CheckoutPaymentPage",
      withOrderFlowStrings,
    ),
    "coming-soon": lazyPage(
      () => import("./pages/shop/coming-soon/coming-soon-page"),
      "ComingSoonPage",
    ),
    donation: lazyPage(
      () => import("./pages/shop/donation/donation-page"),
      "DonationPage",
      withOrderFlowStrings,
    ),
    "donation-success": lazyPage(
      () => import("./pages/shop/donation/donation-success-page"),
      "DonationSuccessPage",
      withOrderFlowStrings,
    ),
    gift: lazyPage(() => import("./pages/shop/gift/gift-page"), "GiftPage", withOrderFlowStrings),
    thankyou: lazyPage(
      () => import("./pages/shop/thankyou/thankyou-page"),
      "ThankyouPage",
      withOrderFlowStrings,
    ),
    "order-status": lazyPage(
      () => import("./pages/shop/order/order-status-page"),
      "OrderStatusPage",
      withOrderFlowStrings,
    ),
    "order-cancel": lazyPage(
      () => import("./pages/shop/order/order-cancel-page"),
      "OrderCancelPage",
      withOrderFlowStrings,
    ),
    page: lazyPage(() => import("./pages/shop/content-page/content-page"), "ContentPage"),
    "twitch-redeem-gift": lazyPage(
      () => import("./pages/shop/twitch-redeem-gift/twitch-redeem-gift-page"),
      "TwitchRedeemGiftPage",
      withOrderFlowStrings,
    ),
    "not-found": NotFoundPage,
    ...membershipPages,
  },
  layouts: themeLayouts,
  translations: themeTranslations,
  // Its settings are the spec's (`BASE_SETTINGS_SCHEMA`), which every theme has: none of its own.
  settings: [],
  // Its home page's sections live in the contract: the shop API checks arrangements against them.
  sections: DEFAULT_THEME_SECTIONS,
});

export { NotFoundPage } from "./errors/error-screens";
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
