import { COMING_SOON_PASSWORD, DEMO_GIFT_CODES } from "@vitrine/contract/demo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storefront } from "../create-storefront";
import { type CallRow, expectCall, testStorefront } from "../testing/api-test-kit";
import { type LocalTestServer, startLocalTestServer } from "../testing/local-test-server";

let server: LocalTestServer;
let storefront: Storefront;
beforeAll(async () => {
  server = await startLocalTestServer();
  storefront = testStorefront(server);
});
afterAll(() => server.close());

const C = "/order/v3/checkouts";
const card = { cardNumber: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" };
const address = {
  fullName: "Robin Lee",
  line1: "12 Main St",
  city: "Portland",
  postalCode: "97201",
  country: "US",
};

const rows: CallRow[] = [
  {
    name: "shopCheckout.create from a cart token",
    call: (api) => api.shopCheckout.create("cart-1"),
    method: "POST",
    path: C,
    body: { cartToken: "cart-1" },
  },
  {
    name: "shopCheckout.get",
    call: (api) => api.shopCheckout.get("chk_1"),
    method: "GET",
    path: `${C}/chk_1`,
  },
  {
    name: "shopCheckout.updateInformation",
    call: (api) =>
      api.shopCheckout.updateInformation("chk_1", { email: "a@b.test", shippingAddress: address }),
    method: "PUT",
    path: `${C}/chk_1/information`,
    body: { email: "a@b.test", shippingAddress: address },
  },
  {
    name: "shopCheckout.shippingRates",
    call: (api) => api.shopCheckout.shippingRates("chk_1"),
    method: "GET",
    path: `${C}/chk_1/shipping-rates`,
  },
  {
    name: "shopCheckout.selectShipping",
    call: (api) => api.shopCheckout.selectShipping("chk_1", "express"),
    method: "PUT",
    path: `${C}/chk_1/shipping`,
    body: { shippingRateId: "express" },
  },
  {
    name: "shopCheckout.updateMessage",
    call: (api) => api.shopCheckout.updateMessage("chk_1", "Gift wrap, please"),
    method: "PUT",
    path: `${C}/chk_1/message`,
    body: { message: "Gift wrap, please" },
  },
  {
    name: "shopCheckout.recover",
    call: (api) => api.shopCheckout.recover("chk_1"),
    method: "POST",
    path: `${C}/chk_1/recover`,
  },
  {
    name: "shopCheckout.pay wraps the card as paymentmethod",
    call: (api) => api.shopCheckout.pay("chk_1", card),
    method: "PUT",
    path: `${C}/chk_1/payment`,
    body: { paymentmethod: card },
  },
  {
    name: "shopCheckout.confirmPayment after the bank's step",
    call: (api) => api.shopCheckout.confirmPayment("chk_1"),
    method: "PUT",
    path: `${C}/chk_1/confirm-payment`,
  },
  {
    name: "shopOrders.thankyou by order id and thank-you id",
    call: (api) => api.shopOrders.thankyou("ord_1", "ty_1"),
    method: "GET",
    path: "/order/v3/orders/thankyou/ord_1/ty_1",
  },
  {
    name: "shopOrders.getByCode",
    call: (api) => api.shopOrders.getByCode("K7QX-2M9P-WR4T"),
    method: "GET",
    path: "/order/v3/orders/K7QX-2M9P-WR4T",
  },
  {
    name: "shopOrders.cancel with a reason",
    call: (api) => api.shopOrders.cancel("K7QX-2M9P-WR4T", { reason: "Ordered twice" }),
    method: "PUT",
    path: "/order/v3/orders/K7QX-2M9P-WR4T/cancel",
    body: { reason: "Ordered twice" },
  },
  {
    name: "shopOrders.cancel without a reason sends an empty body",
    call: (api) => api.shopOrders.cancel("K7QX-2M9P-WR4T"),
    method: "PUT",
    path: "/order/v3/orders/K7QX-2M9P-WR4T/cancel",
    body: {},
  },
  {
    name: "donations.settings",
    call: (api) => api.donations.settings(),
    method: "GET",
    path: "/order/v3/donations/settings",
  },
  {
    name: "donations.donate",
    call: (api) =>
      api.donations.donate({ amount: 500, email: "a@b.test", message: "Hi", paymentmethod: card }),
    method: "POST",
    path: "/order/v3/donations",
    body: { amount: 500, email: "a@b.test", message: "Hi", paymentmethod: card },
  },
  {
    name: "donations.confirm after the bank's step",
    call: (api) => api.donations.confirm("don_1"),
    method: "PUT",
    path: "/order/v3/donations/don_1/payment",
  },
  {
    name: "donations.get",
    call: (api) => api.donations.get("don_1"),
    method: "GET",
    path: "/order/v3/donations/don_1",
  },
  {
    name: "twitch.verifyGiftCode",
    call: (api) => api.twitch.verifyGiftCode(DEMO_GIFT_CODES[0]),
    method: "POST",
    path: "/order/v3/twitch/gift-codes/verify",
    body: { code: DEMO_GIFT_CODES[0] },
  },
  {
    name: "twitch.redeemGiftCode",
    call: (api) =>
      api.twitch.redeemGiftCode({ code: "OWL", email: "a@b.test", shippingAddress: address }),
    method: "POST",
    path: "/order/v3/twitch/gift-codes/redeem",
    body: { code: "OWL", email: "a@b.test", shippingAddress: address },
  },
];

const storefrontRows: CallRow[] = [
  {
    name: "twitch.state",
    call: (api) => api.twitch.state(),
    method: "GET",
    path: "/pod/twitch",
  },
  {
    name: "twitch.getGift",
    call: (api) => api.twitch.getGift("gift_1"),
    method: "GET",
    path: "/pod/gifts/gift_1",
  },
  {
    name: "pages.get",
    call: (api) => api.pages.get("about"),
    method: "GET",
    path: "/pod/pages/about",
  },
  {
    name: "pages.comingSoon",
    call: (api) => api.pages.comingSoon(),
    method: "GET",
    path: "/pod/coming-soon",
  },
  {
    name: "pages.enterComingSoon",
    call: (api) => api.pages.enterComingSoon(COMING_SOON_PASSWORD),
    method: "POST",
    path: "/pod/coming-soon/enter",
    body: { password: COMING_SOON_PASSWORD },
  },
];

describe("shop checkout, orders, donations and gift codes (gatewayBase, no login)", () => {
  it.each(rows)("$name", async (row) => {
    await expectCall(server, storefront, row, "/gw");
    const request = server.requests.at(-1);
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers["x-membership-token"]).toBeUndefined();
  });
});

describe("Twitch state, gifts and pages (storefrontApiBase)", () => {
  it.each(storefrontRows)("$name", async (row) => {
    await expectCall(server, storefront, row, "/sf");
    expect(server.requests.at(-1)?.headers.authorization).toBeUndefined();
  });
});
