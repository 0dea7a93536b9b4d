import { endpoints } from "@vitrine/contract";
import { TEST_CARDS } from "@vitrine/contract/demo";
import type { Storefront } from "@vitrine/sdk";
import type { ConformanceCase } from "../conformance-case";
import { subscriptionOf } from "./member-account";

const billing = endpoints.billing;

/** The card that pays, as the billing page sends it. */
export const PAYING_CARD = {
  cardNumber: TEST_CARDS.succeeds,
  expMonth: 12,
  expYear: 2040,
  cvc: "123",
};

/** Sets up a new paying card and saves it, as the billing page does. */
async function replaceCard(shop: Storefront, membershipId: string) {
  const { paymentMethodToken } = await shop.api.order.setupPaymentMethod(membershipId, PAYING_CARD);
  return shop.api.order.updatePaymentMethod(membershipId, paymentMethodToken);
}

/** The demo member's billing; the saved card is back in place after each case. */
export const billingCases: ConformanceCase[] = [
  {
    endpoint: billing.billingHistory,
    as: "member",
    call: async (shop) =>
      shop.api.order.billingHistory((await subscriptionOf(shop)).membershipId, { pageSize: 5 }),
  },
  {
    endpoint: billing.getPaymentMethod,
    as: "member",
    call: async (shop) =>
      shop.api.order.getPaymentMethod((await subscriptionOf(shop)).membershipId),
  },
  {
    endpoint: billing.setupPaymentMethod,
    as: "member",
    call: async (shop) =>
      shop.api.order.setupPaymentMethod((await subscriptionOf(shop)).membershipId, PAYING_CARD),
  },
  {
    endpoint: billing.updatePaymentMethod,
    as: "member",
    call: async (shop) => replaceCard(shop, (await subscriptionOf(shop)).membershipId),
  },
  {
    endpoint: billing.deletePaymentMethod,
    as: "member",
    call: async (shop) => {
      const { membershipId } = await subscriptionOf(shop);
      await shop.api.order.deletePaymentMethod(membershipId);
      await replaceCard(shop, membershipId);
    },
  },
];
