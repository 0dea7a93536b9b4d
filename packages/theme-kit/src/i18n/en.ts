/**
 * The kit's strings in English, under the keys its components read. A theme merges them into its
 * own translations (the default theme spreads each group into `i18n/en.ts`), so a theme script
 * that reuses kit components on a host running the default theme finds them already loaded.
 * Plurals use i18next's `_one` / `_other`.
 */
export const kitEn = {
  states: {
    loading: "Loading…",
    error: "Something went wrong while loading this.",
    retry: "Try again",
  },
  pagination: {
    label: "Pages",
    previous: "Previous page",
    next: "Next page",
    page: "Page {{page}}",
  },
  product: {
    from: "From {{price}}",
    regularPrice: "Regular price",
    salePrice: "Sale price",
    sale: "Sale",
    soldOut: "Sold out",
    quantity: "Quantity",
    decrease: "Decrease quantity",
    increase: "Increase quantity",
    addToCart: "Add to cart",
    adding: "Adding…",
    unavailable: "Unavailable",
    addFailed: "This item could not be added to your cart. Please try again.",
    noVariant: "This combination is not available. Choose another option.",
    gallery: "Product images",
    showImage: "Show image {{index}} of {{count}}",
  },
  shop: {
    collections: {
      productCount_one: "{{count}} product",
      productCount_other: "{{count}} products",
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
    subtotal: "Subtotal",
    discount: "Discounts",
    tax: "Tax",
    total: "Total",
    checkout: "Check out",
    miniCart: {
      title: "Added to your cart",
      close: "Close",
      viewCart: "View cart",
      itemCount_one: "{{count}} item in your cart",
      itemCount_other: "{{count}} items in your cart",
    },
  },
  orderSummary: {
    title: "Order summary",
    quantity: "Quantity",
    shipping: "Shipping",
    shippingLater: "Calculated at the next step",
    free: "Free",
  },
  address: {
    fullName: "Full name",
    line1: "Address",
    line2: "Apartment, suite, etc. (optional)",
    city: "City",
    region: "State or region (optional)",
    postalCode: "Postal code",
    country: "Country",
    phone: "Phone (optional)",
    required: "Enter your {{field}}.",
  },
  form: {
    required: "Enter your {{field}}.",
    tooShort: "Use at least {{count}} characters.",
    tooLong: "Use at most {{count}} characters.",
    invalidEmail: "Enter an email address such as name@example.com.",
    invalid: "Check your {{field}}.",
  },
  card: {
    legend: "Card",
    number: "Card number",
    numberInvalid: "Enter the digits of your card number.",
    expiry: "Expiry (MM/YY)",
    expiryInvalid: "Enter a date such as 04/29.",
    cvc: "Security code",
    cvcInvalid: "Enter the 3 or 4 digits on the back of your card.",
    requiresAction: "Your bank asks you to confirm this payment.",
    confirm: "Confirm payment",
    anotherCard: "Use another card",
  },
  checkout: {
    information: {
      email: "Email",
      address: "Shipping address",
    },
  },
};

/** The shape every locale of the kit's strings follows, key for key, with any text. */
export type KitMessages = DeepStrings<typeof kitEn>;
type DeepStrings<T> = { [Key in keyof T]: T[Key] extends string ? string : DeepStrings<T[Key]> };
