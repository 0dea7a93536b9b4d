import { kitEn } from "@vitrine/theme-kit/i18n/en";
import type { membershipEn } from "../membership/i18n/en";
import { membershipNavEn } from "../membership/i18n/nav-en";

/**
 * The default theme's strings in English, the reference every other locale follows key for key
 * (`fr.ts` is typed against it). Keys are grouped by screen; plurals use i18next's `_one` / `_other`.
 * The theme kit's components read their own strings (`kitEn`), spread in group by group beneath
 * the theme's, so the host's one load of the default theme's strings also serves theme scripts.
 */
export const en = {
  ...kitEn,
  // The membership screens' own strings load with their pages (`membership/i18n/en.ts`).
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
  checkout: {
    title: "Checkout",
    steps: "Checkout steps",
    backToCart: "Back to cart",
    starting: "Starting your checkout…",
    startFailed: "Your checkout could not be started.",
    saving: "Saving…",
    saveFailed: "This step could not be saved. Please try again.",
    information: {
      ...kitEn.checkout.information,
      step: "Information",
      title: "Contact and shipping address",
      continue: "Continue to shipping",
    },
    shipping: {
      step: "Shipping",
      title: "Shipping method",
      method: "Choose a shipping method",
      days: "{{min}} to {{max}} business days",
      none: "We cannot ship to this address yet.",
      continue: "Continue to payment",
    },
    payment: {
      step: "Payment",
      title: "Payment",
      card: "Card details",
      testCards:
        "Test cards: {{succeeds}} succeeds, {{declined}} is declined, {{requiresAction}} asks you to confirm the payment.",
      pay: "Pay {{total}}",
      paying: "Paying…",
      failed: "The payment could not be made. Please try again.",
      lastFailed: "Your last payment did not go through: {{reason}}",
    },
    message: {
      title: "A note to the creator",
      label: "Note to the creator",
      hint_one: "{{count}} character left",
      hint_other: "{{count}} characters left",
      add: "Add a note to the creator",
      edit: "Edit your note to the creator",
      save: "Save and continue",
      skip: "Continue without a note",
    },
    recap: {
      contact: "Contact",
      shipTo: "Ship to",
      method: "Method",
      changeLabel: "Change",
      change: "Change your details",
    },
    recover: {
      title: "Resuming your checkout",
      loading: "Resuming your checkout…",
      unavailable: "This checkout can no longer be resumed.",
    },
  },
  orders: {
    loadFailed: "This order could not be loaded.",
    noShipping: "No shipping needed",
    thankyou: {
      title: "Thank you for your order!",
      confirmed: "Order #{{number}} is confirmed.",
      email: "A confirmation is on its way to {{email}}.",
      viewStatus: "View your order status",
    },
    status: {
      title: "Order #{{number}}",
      placed: "Placed on {{date}}.",
      PAID: "Paid",
      FULFILLED: "Shipped",
      CANCELED: "Cancelled",
    },
    cancel: {
      action: "Cancel this order",
      title: "Cancel order #{{number}}?",
      cancelledTitle: "Order #{{number}} is cancelled",
      closedTitle: "Order #{{number}}",
      explain:
        "The items go back on sale and your payment is refunded to your card. This cannot be undone.",
      confirm: "Yes, cancel the order",
      cancelling: "Cancelling…",
      keep: "No, keep my order",
      done: "Your order is cancelled and your payment refunded.",
      failed: "The order could not be cancelled. Please try again.",
      notCancellable: "This order can no longer be cancelled.",
      backToStatus: "Back to the order status",
    },
  },
  donation: {
    disabled: "Donations are not open right now.",
    amount: "Amount",
    otherAmount: "Amount in {{currency}}",
    amountInvalid: "Enter an amount from {{min}} to {{max}}.",
    name: "Your name (optional, shown with your message)",
    message: "Message (optional)",
    give: "Give {{amount}}",
    giveNoAmount: "Give",
    failed: "Your donation could not be made. Please try again.",
    success: {
      title: "Thank you!",
      titleNamed: "Thank you, {{name}}!",
      received: "Your donation of {{amount}} was received.",
    },
  },
  gift: {
    title: "{{gifter}} gifted you {{product}}",
    channel: "Gifted on {{channel}}’s Twitch channel",
    redeem: "Redeem with your code",
    redeemed: "This gift was redeemed on {{date}}.",
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
  twitchRedeem: {
    title: "Redeem a Twitch gift",
    code: "Gift code",
    codeHint: "The code from the stream, such as OWL-GIFT-2026.",
    codeRequired: "Enter your gift code.",
    invalidCode: "This gift code is not valid.",
    check: "Check the code",
    redeem: "Ship my gift",
    failed: "Your gift could not be redeemed. Please try again.",
    done: "{{product}} is on its way!",
    order: "Order #{{number}} ships it to you for free.",
  },
};

/**
 * The shape every locale's strings follow: the English keys, the shell's and the membership
 * screens', with any string values.
 */
export type ThemeMessages = DeepStrings<typeof en & { membership: typeof membershipEn }>;
type DeepStrings<T> = { [Key in keyof T]: T[Key] extends string ? string : DeepStrings<T[Key]> };
