import { DEMO_GIFT_CODES } from "../demo/demo";
import { DONATION_MESSAGE_MAX_LENGTH } from "../limits";
import type { Donation, DonationSettings } from "../types/donations";
import type { Gift } from "../types/gifts";
import type { ComingSoon, ContentPage } from "../types/pages";
import type { TwitchState } from "../types/shop";
import type {
  CheckoutLine,
  Order,
  ShippingAddress,
  ShippingRate,
  ShopCheckout,
} from "../types/shop-checkout";
import { productSummaries } from "./catalog-fixtures";

/**
 * Checkout, order, donation, gift, content-page and coming-soon data that stories and the mock
 * shop API share: deterministic (fixed dates, no Math.random), the same rules as the shop API
 * (shipping rates and the free-shipping threshold of docs/http-api.md, tax on the discounted
 * subtotal, shipping untaxed).
 */

const CREATED_AT = "2026-03-14T10:00:00.000Z";
const TAX_RATE = 0.08;
/** US standard shipping is free from this discounted subtotal. */
const FREE_SHIPPING_FROM = 7500;

export const US_RATES: ShippingRate[] = [
  { id: "us-standard", name: "Standard", amount: 500, minDays: 3, maxDays: 5 },
  { id: "us-express", name: "Express", amount: 1500, minDays: 1, maxDays: 2 },
];
export const INTERNATIONAL_RATES: ShippingRate[] = [
  { id: "intl-standard", name: "International", amount: 1800, minDays: 7, maxDays: 14 },
  { id: "intl-express", name: "International express", amount: 4500, minDays: 3, maxDays: 5 },
];

/** The rates the shop offers for `address`, standard shipping free above the threshold. */
export function shippingRatesFor(address: ShippingAddress, discounted: number): ShippingRate[] {
  if (address.country !== "US") return INTERNATIONAL_RATES;
  return US_RATES.map((rate) =>
    rate.id === "us-standard" && discounted >= FREE_SHIPPING_FROM ? { ...rate, amount: 0 } : rate,
  );
}

export const addressFixture: ShippingAddress = {
  fullName: "Ada Lovelace",
  line1: "12 Analytical Way",
  city: "Portland",
  region: "OR",
  postalCode: "97201",
  country: "US",
};

function summaryLine(index: number, quantity: number, variantName = ""): CheckoutLine {
  const product = productSummaries[index];
  if (product === undefined) throw new Error(`No product fixture at ${index}`);
  return {
    productId: product.id,
    productSlug: product.slug,
    variantId: `${product.id}-default`,
    productName: product.name,
    variantName,
    image: product.images[0] ?? null,
    price: product.price,
    quantity,
    discountAmount: 0,
  };
}

/** Two lines: a tee in size M twice and a mug. */
export const checkoutLines: CheckoutLine[] = [summaryLine(0, 2, "M / Black"), summaryLine(4, 1)];

/** Totals of `lines` with `shipping`, as the API adds them up. */
export function checkoutTotals(lines: readonly CheckoutLine[], shipping: number) {
  const subTotalAmount = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const totalDiscountAmount = lines.reduce((sum, line) => sum + line.discountAmount, 0);
  const totalTaxAmount = Math.round((subTotalAmount - totalDiscountAmount) * TAX_RATE);
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subTotalAmount,
    totalDiscountAmount,
    shippingAmount: shipping,
    totalTaxAmount,
    totalAmount: subTotalAmount - totalDiscountAmount + totalTaxAmount + shipping,
  };
}

/** An open checkout at its first step (no details yet) unless `overrides` say otherwise. */
export function checkoutFixture(overrides: Partial<ShopCheckout> = {}): ShopCheckout {
  const lines = overrides.lines ?? checkoutLines;
  const shipping = overrides.shippingRate?.amount ?? 0;
  return {
    id: "chk-1",
    status: "OPEN",
    currency: "USD",
    lines,
    ...checkoutTotals(lines, shipping),
    email: null,
    shippingAddress: null,
    shippingRate: null,
    message: null,
    failureMessage: null,
    order: null,
    cartToken: "cart-token-1",
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

/** A checkout with details and shipping chosen: ready to pay. */
export function readyCheckout(overrides: Partial<ShopCheckout> = {}): ShopCheckout {
  const shippingRate = US_RATES[0] ?? null;
  return checkoutFixture({
    email: "ada@example.com",
    shippingAddress: addressFixture,
    shippingRate,
    ...overrides,
  });
}

/** A paid order of `checkoutLines`, cancellable until fulfilled. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  const lines = overrides.lines ?? checkoutLines;
  return {
    id: "ord-1",
    number: 1001,
    code: "K7Q2ZP9M",
    thankyouId: "ty-1",
    kind: "PURCHASE",
    status: "PAID",
    cancellable: true,
    email: "ada@example.com",
    currency: "USD",
    lines,
    ...checkoutTotals(lines, 500),
    shippingAddress: addressFixture,
    shippingMethod: "Standard",
    message: null,
    createdAt: CREATED_AT,
    fulfilledAt: null,
    canceledAt: null,
    ...overrides,
  };
}

export function donationSettingsFixture(
  overrides: Partial<DonationSettings> = {},
): DonationSettings {
  return {
    enabled: true,
    title: "Support the studio",
    description: "Every tip goes to paper, ink and time to make new things.",
    currency: "USD",
    presetAmounts: [500, 1000, 2500],
    minAmount: 100,
    maxAmount: 100000,
    messageMaxLength: DONATION_MESSAGE_MAX_LENGTH,
    ...overrides,
  };
}

export function donationFixture(overrides: Partial<Donation> = {}): Donation {
  return {
    id: "don-1",
    status: "PAID",
    amount: 1000,
    currency: "USD",
    donorName: "Ada",
    message: "Keep it up!",
    createdAt: CREATED_AT,
    ...overrides,
  };
}

/** The shop's Twitch channel, off air, taking gifts (the gifts' `channelName`). */
export function twitchStateFixture(overrides: Partial<TwitchState> = {}): TwitchState {
  return { isLive: false, giftable: true, channelName: "studio_live", ...overrides };
}

/** The gift code stories redeem, and one already used. */
export const GIFT_CODES = { available: DEMO_GIFT_CODES[0], redeemed: DEMO_GIFT_CODES[1] } as const;

export function giftFixture(overrides: Partial<Gift> = {}): Gift {
  const product = productSummaries[2];
  return {
    id: "gift-1",
    productId: product?.id ?? "prod-3",
    productSlug: product?.slug ?? "sunset-poster",
    productName: product?.name ?? "Sunset Poster",
    variantName: "",
    image: product?.images[0] ?? null,
    gifterName: "nightowl42",
    message: "GG! Enjoy the poster.",
    channelName: "studio_live",
    status: "AVAILABLE",
    createdAt: CREATED_AT,
    redeemedAt: null,
    ...overrides,
  };
}

export function contentPageFixture(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    slug: "about",
    title: "About the studio",
    blocks: [
      { type: "paragraph", text: "We print everything by hand in a small studio in Portland." },
      { type: "heading", text: "How we work" },
      { type: "list", items: ["Small batches", "Water-based inks", "Recycled packaging"] },
      { type: "quote", text: "Make fewer things, and make them well." },
      { type: "paragraph", text: "<script>alert('never HTML')</script> stays text." },
    ],
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

/** The coming-soon screen (its early-access password is the demo's `COMING_SOON_PASSWORD`). */
export function comingSoonFixture(overrides: Partial<ComingSoon> = {}): ComingSoon {
  return {
    shopName: "Demo Shop",
    headline: "Something new is on its way",
    message: "Our new collection opens soon. Come back on launch day.",
    launchAt: "2026-04-01T16:00:00.000Z",
    passwordEnabled: true,
    ...overrides,
  };
}
