/**
 * The default theme's strings in English, the reference every other locale follows key for key
 * (`fr.ts` is typed against it). Keys are grouped by screen; plurals use i18next's `_one` / `_other`.
 */
export const en = {
  states: {
    loading: "Loading…",
    error: "Something went wrong while loading this.",
    retry: "Try again",
  },
  layout: {
    skipLink: "Skip to content",
    mainNavigation: "Main",
    footerNavigation: "Footer",
    home: "Home",
    collections: "Collections",
    products: "All products",
    membership: "Membership",
    account: "Account",
    login: "Log in",
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
    internal: {
      title: "Something went wrong",
      message: "An unexpected error occurred. Please try again in a moment.",
      reload: "Reload the page",
    },
    home: "Go to the home page",
  },
  pagination: {
    label: "Pages",
    previous: "Previous page",
    next: "Next page",
    page: "Page {{page}}",
    status: "Page {{page}} of {{total}}",
  },
  product: {
    from: "From {{price}}",
    regularPrice: "Regular price",
    salePrice: "Sale price",
    sale: "Sale",
    soldOut: "Sold out",
    addToCart: "Add to cart",
    adding: "Adding…",
    unavailable: "Unavailable",
    addFailed: "This item could not be added to your cart. Please try again.",
    quantity: "Quantity",
    decrease: "Decrease quantity",
    increase: "Increase quantity",
    valueSoldOut: "{{value}}, sold out",
    valueNonexistent: "{{value}}, not made in this combination",
    nonexistentHint:
      "Crossed-out values are sold out. Greyed-out values are not made with your other choices.",
    noVariant: "This combination is not available. Choose another option.",
    gallery: "Product images",
    showImage: "Show image {{index}} of {{count}}",
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
    home: {
      shopAll: "Shop all products",
      newArrivals: "New arrivals",
      viewCollection: "View the collection",
      socialTitle: {
        INSTAGRAM: "On Instagram",
        TIKTOK: "On TikTok",
        YOUTUBE: "On YouTube",
      },
      socialEmpty: "No posts yet.",
      socialPost: "{{platform}} post: {{caption}}",
    },
    collections: {
      title: "Collections",
      empty: "There are no collections yet.",
      productCount_one: "{{count}} product",
      productCount_other: "{{count}} products",
    },
    collection: {
      empty: "This collection has no products yet.",
      browseAll: "Browse all products",
    },
    products: {
      title: "All products",
      empty: "There are no products yet.",
    },
    sort: {
      label: "Sort by",
      featured: "Featured",
      newest: "Newest",
      priceAsc: "Price, low to high",
      priceDesc: "Price, high to low",
      nameAsc: "Name, A to Z",
    },
  },
  cart: {
    title: "Your cart",
    empty: "Your cart is empty.",
    continueShopping: "Continue shopping",
    product: "Product",
    price: "Price",
    quantity: "Quantity",
    lineTotal: "Total",
    quantityOf: "Quantity of {{name}}",
    remove: "Remove {{name}}",
    subtotal: "Subtotal",
    discount: "Discounts",
    tax: "Tax",
    total: "Total",
    checkout: "Check out",
    updating: "Updating your cart…",
    changeFailed: "Your cart could not be updated. Please try again.",
    crossSell: "Complete your order",
    miniCart: {
      title: "Added to your cart",
      close: "Close",
      viewCart: "View cart",
      itemCount_one: "{{count}} item in your cart",
      itemCount_other: "{{count}} items in your cart",
    },
  },
};

/** The shape every locale's strings follow: the English keys, any string values. */
export type ThemeMessages = DeepStrings<typeof en>;
type DeepStrings<T> = { [Key in keyof T]: T[Key] extends string ? string : DeepStrings<T[Key]> };
