import { endpoints } from "@vitrine/contract";
import { TEST_CARDS } from "@vitrine/contract/demo";
import type { Storefront } from "@vitrine/sdk";
import type { ConformanceCase } from "../conformance-case";
import { cartWithOneLine } from "./cart-cases";

const { shopCheckout, shopOrders } = endpoints;

const information = {
  email: "Shopper@Conformance.test",
  shippingAddress: {
    fullName: "Ada Shopper",
    line1: "1 Market Street",
    city: "San Francisco",
    region: "CA",
    postalCode: "94105",
    country: "us",
  },
};

/** A checkout of a fresh one-line cart. */
async function openCheckout(storefront: Storefront) {
  const cart = await cartWithOneLine(storefront);
  return storefront.api.shopCheckout.create(cart.token);
}

/** A checkout with its information given and the first shipping rate chosen. */
async function checkoutReadyToPay(storefront: Storefront) {
  const { id } = await openCheckout(storefront);
  await storefront.api.shopCheckout.updateInformation(id, information);
  const [rate] = await storefront.api.shopCheckout.shippingRates(id);
  if (!rate) throw new Error("no shipping rate for the conformance address");
  return storefront.api.shopCheckout.selectShipping(id, rate.id);
}

/** A checkout paid with the card whose bank asks for 3-D Secure, then confirmed. */
async function confirmedCheckout(storefront: Storefront) {
  const { id } = await checkoutReadyToPay(storefront);
  const pending = await storefront.api.shopCheckout.pay(id, {
    cardNumber: TEST_CARDS.requiresAction,
    expMonth: 12,
    expYear: 2030,
    cvc: "123",
  });
  if (pending.status !== "REQUIRES_ACTION") throw new Error(`not waiting: ${pending.status}`);
  const paid = await storefront.api.shopCheckout.confirmPayment(id);
  if (paid.status !== "PAID")
    throw new Error(`the confirmed checkout was not paid: ${paid.status}`);
  return paid;
}

/** A paid checkout's order: id, number, code and thank-you id. */
async function paidOrder(storefront: Storefront) {
  const { id } = await checkoutReadyToPay(storefront);
  const paid = await storefront.api.shopCheckout.pay(id, {
    cardNumber: TEST_CARDS.succeeds,
    expMonth: 12,
    expYear: 2030,
    cvc: "123",
  });
  if (!paid.order) throw new Error(`the checkout was not paid: ${paid.failureMessage}`);
  return paid.order;
}

export const checkoutCases: ConformanceCase[] = [
  { endpoint: shopCheckout.create, as: "visitor", call: openCheckout },
  {
    endpoint: shopCheckout.get,
    as: "visitor",
    call: async (shop) => shop.api.shopCheckout.get((await openCheckout(shop)).id),
  },
  {
    endpoint: shopCheckout.updateInformation,
    as: "visitor",
    call: async (shop) =>
      shop.api.shopCheckout.updateInformation((await openCheckout(shop)).id, information),
  },
  {
    endpoint: shopCheckout.shippingRates,
    as: "visitor",
    call: async (shop) => {
      const { id } = await openCheckout(shop);
      await shop.api.shopCheckout.updateInformation(id, information);
      return shop.api.shopCheckout.shippingRates(id);
    },
  },
  { endpoint: shopCheckout.selectShipping, as: "visitor", call: checkoutReadyToPay },
  {
    endpoint: shopCheckout.updateMessage,
    as: "visitor",
    call: async (shop) =>
      shop.api.shopCheckout.updateMessage((await openCheckout(shop)).id, "Thank you!"),
  },
  {
    endpoint: shopCheckout.recover,
    as: "visitor",
    call: async (shop) => shop.api.shopCheckout.recover((await checkoutReadyToPay(shop)).id),
  },
  { endpoint: shopCheckout.pay, as: "visitor", call: paidOrder },
  { endpoint: shopCheckout.confirmPayment, as: "visitor", call: confirmedCheckout },
  {
    endpoint: shopOrders.thankyou,
    as: "visitor",
    call: async (shop) => {
      const order = await paidOrder(shop);
      return shop.api.shopOrders.thankyou(order.id, order.thankyouId);
    },
  },
  {
    endpoint: shopOrders.getByCode,
    as: "visitor",
    call: async (shop) => shop.api.shopOrders.getByCode((await paidOrder(shop)).code.toLowerCase()),
  },
  {
    endpoint: shopOrders.cancel,
    as: "visitor",
    call: async (shop) =>
      shop.api.shopOrders.cancel((await paidOrder(shop)).code, { reason: "Ordered twice" }),
  },
];
