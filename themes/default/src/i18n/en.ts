import { kitEn } from "@vitrine/theme-kit/i18n/en";
import type { membershipEn } from "../membership/i18n/en";
import { membershipNavEn } from "../membership/i18n/nav-en";
import type { orderFlowEn } from "./order-flow-en";

/**
 * The default theme's strings in English, the reference every other locale follows key for key
 * (`fr.ts` is typed against it). Keys are grouped by screen; plurals use i18next's `_one` / `_other`.
 * The theme kit's components read their own strings (`kitEn`), spread in group by group beneath
 * the theme's, so the host's one load of the default theme's strings also serves theme scripts.
 */
export const en = {
  ...kitEn,
  // The membership screens' and the order flow's own strings load with their pages
  // (`membership/i18n/en.ts`, `order-flow-en.ts`).
  membership: { nav: membershipNavEn },
  layout: {
    skipLink: "Skip to content",
    consent: {
      label: "Analytics consent",
      message:
        "Can we count your visit? We record, anonymously, the pages seen and what goes in the cart.",
      accept: "Accept",
      decline: "Decline",
    },
    mainNavigation: "Main",
    footerNavigation: "Footer",
    home: "Home",
    collections: "Collections",
    products: "All products",
    membership: "Membership",
    account: "Account",
    login: "Log in",
    logout: "Log out",
    cart_one: "Cart, {{count}} item",
    cart_other: "Cart, {{count}} items",
    menu: "Menu",
    copyright: "© {{year}} {{shop}}",
    adminBar: {
      label: "Shop owner tools",
      viewingAsOwner: "You are viewing your shop as its owner",
      customize: "Customize theme",
    },
  },
  errors: {
    notFound: {
      title: "Page not found",
      message: "The page you are looking for does not exist or has moved.",
    },
    home: "Go to the home page",
  },
  pagination: {
    ...kitEn.pagination,
    status: "Page {{page}} of {{total}}",
  },
  product: {
    ...kitEn.product,
    valueSoldOut: "{{value}}, sold out",
    valueNonexistent: "{{value}}, not made in this combination",
    nonexistentHint:
      "Crossed-out values are sold out. Greyed-out values are not made with your other choices.",
    description: "Description",
    related: "You may also like",
    discounts: {
      title: "Buy more, save more",
      tier: "Buy {{count}} or more: {{percent}} % off",
      active: "Your cart gets {{percent}} % off this item",
      inCart_one: "{{count}} already in your cart",
      inCart_other: "{{count}} already in your cart",
    },
  },
  shop: {
    ...kitEn.shop,
    home: {
      shopAll: "Shop all products",
      newArrivals: "New arrivals",
      viewCollection: "View the collection",
      allCollections: "See all collections",
      socialTitle: {
        INSTAGRAM: "On Instagram",
        TIKTOK: "On TikTok",
        YOUTUBE: "On YouTube",
      },
      socialEmpty: "No posts yet.",
      socialPost: "{{platform}} post: {{caption}}",
      latestPosts: "Latest posts",
      allPosts: "See all posts",
      newsletter: {
        title: "Subscribe to our emails",
        email: "Email",
        subscribe: "Subscribe",
        done: "Thanks for subscribing.",
        failed: "You could not be subscribed. Please try again.",
      },
    },
    collections: {
      ...kitEn.shop.collections,
      title: "Collections",
      empty: "There are no collections yet.",
      nameDesc: "Name, Z to A",
    },
    collection: {
      empty: "This collection has no products yet.",
      browseAll: "Browse all products",
    },
    products: {
      title: "All products",
      empty: "There are no products yet.",
    },
  },
  cart: {
    ...kitEn.cart,
    title: "Your cart",
    empty: "Your cart is empty.",
    continueShopping: "Continue shopping",
    product: "Product",
    price: "Price",
    quantity: "Quantity",
    lineTotal: "Total",
    quantityOf: "Quantity of {{name}}",
    remove: "Remove {{name}}",
    updating: "Updating your cart…",
    changeFailed: "Your cart could not be updated. Please try again.",
    crossSell: "Complete your order",
  },
  contentPage: {
    loadFailed: "This page could not be loaded.",
  },
  comingSoon: {
    launch: "Opening",
    passwordTitle: "Early access",
    password: "Password",
    enter: "Enter the shop",
    wrongPassword: "This password is not right.",
  },
  twitch: {
    liveBadge: "Live on Twitch",
    channel: "{{channel}} on Twitch",
    live: "Live now",
    giftingOpen: "Gifting is open: viewers can gift merch from the stream.",
    giftingClosed: "Gifting is closed right now.",
  },
};

/**
 * The shape every locale's strings follow: the English keys, the shell's, the order flow's and
 * the membership screens', with any string values.
 */
export type ThemeMessages = DeepStrings<
  typeof en & typeof orderFlowEn & { membership: typeof membershipEn }
>;
type DeepStrings<T> = { [Key in keyof T]: T[Key] extends string ? string : DeepStrings<T[Key]> };
