import { endpoints } from "@vitrine/contract";
import type { Storefront } from "@vitrine/sdk";
import type { ConformanceCase } from "../conformance-case";
import { PAYING_CARD } from "./billing-cases";
import { subscriptionOf } from "./member-account";

const checkout = endpoints.membershipCheckout;

/**
 * An upgrade of the demo member's monthly subscription to the same tier paid yearly, the one
 * upgrade both platforms allow whatever the tier. Each case opens its own; only the last pays.
 */
async function openCheckout(shop: Storefront): Promise<string> {
  const { tierId } = await subscriptionOf(shop);
  const opened = await shop.api.order.createCheckout({ tierId, interval: "ANNUAL", upgrade: true });
  return opened.id;
}

const information = {
  email: "Member@Demo.test",
  fullName: "Demo Member",
  country: "US",
  postalCode: "10001",
};

export const membershipCheckoutCases: ConformanceCase[] = [
  {
    endpoint: checkout.createCheckout,
    as: "member",
    call: openCheckout,
  },
  {
    endpoint: checkout.getCheckout,
    as: "member",
    call: async (shop) => shop.api.order.getCheckout(await openCheckout(shop)),
  },
  {
    endpoint: checkout.updateCheckoutInformation,
    as: "member",
    call: async (shop) =>
      shop.api.order.updateCheckoutInformation(await openCheckout(shop), information),
  },
  {
    endpoint: checkout.applyCheckoutPromotion,
    as: "member",
    call: async (shop) =>
      shop.api.order.applyCheckoutPromotion(await openCheckout(shop), "halfoff"),
  },
  {
    endpoint: checkout.removeCheckoutPromotion,
    as: "member",
    call: async (shop) => {
      const id = await openCheckout(shop);
      await shop.api.order.applyCheckoutPromotion(id, "HALFOFF");
      return shop.api.order.removeCheckoutPromotion(id);
    },
  },
  {
    endpoint: checkout.setupCheckoutPayment,
    as: "member",
    call: async (shop) =>
      shop.api.order.setupCheckoutPayment(await openCheckout(shop), PAYING_CARD),
  },
  {
    endpoint: checkout.cancelCheckoutPayment,
    as: "member",
    call: async (shop) => {
      const id = await openCheckout(shop);
      await shop.api.order.setupCheckoutPayment(id, PAYING_CARD);
      return shop.api.order.cancelCheckoutPayment(id);
    },
  },
  {
    endpoint: checkout.payCheckout,
    as: "member",
    call: async (shop) => {
      const id = await openCheckout(shop);
      await shop.api.order.updateCheckoutInformation(id, information);
      await shop.api.order.setupCheckoutPayment(id, PAYING_CARD);
      const paid = await shop.api.order.payCheckout(id);
      if (paid.status !== "PAID") throw new Error(`The paying card should pay, got ${paid.status}`);
    },
  },
];
