import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storefront } from "../create-storefront";
import { type CallRow, expectCall, TEST_TOKEN, testStorefront } from "../testing/api-test-kit";
import { type LocalTestServer, startLocalTestServer } from "../testing/local-test-server";

let server: LocalTestServer;
let storefront: Storefront;
beforeAll(async () => {
  server = await startLocalTestServer();
  storefront = testStorefront(server);
});
afterAll(() => server.close());

const M = "/order/v3/memberships";
const card = { cardNumber: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" };
const page = { pageNum: 1, pageSize: 10, totalElements: 11, totalPages: 2 };

const rows: CallRow[] = [
  {
    name: "createCheckout",
    call: (api) => api.order.createCheckout({ tierId: "t1", interval: "ANNUAL", upgrade: true }),
    method: "POST",
    path: `${M}/checkout`,
    body: { tierId: "t1", interval: "ANNUAL", upgrade: true },
  },
  {
    name: "getCheckout",
    call: (api) => api.order.getCheckout("k1"),
    method: "GET",
    path: `${M}/checkout/k1`,
  },
  {
    name: "updateCheckoutInformation",
    call: (api) =>
      api.order.updateCheckoutInformation("k1", {
        email: "a@b.test",
        fullName: "A B",
        country: "FR",
        postalCode: "75001",
      }),
    method: "PUT",
    path: `${M}/checkout/k1/information`,
    body: { email: "a@b.test", fullName: "A B", country: "FR", postalCode: "75001" },
  },
  {
    name: "setupCheckoutPayment wraps the card as paymentmethod",
    call: (api) => api.order.setupCheckoutPayment("k1", card),
    method: "PUT",
    path: `${M}/checkout/k1/setup-payment`,
    body: { paymentmethod: card },
  },
  {
    name: "payCheckout",
    call: (api) => api.order.payCheckout("k1"),
    method: "PUT",
    path: `${M}/checkout/k1/payment`,
  },
  {
    name: "cancelCheckoutPayment",
    call: (api) => api.order.cancelCheckoutPayment("k1"),
    method: "PUT",
    path: `${M}/checkout/k1/cancel-payment`,
  },
  {
    name: "applyCheckoutPromotion",
    call: (api) => api.order.applyCheckoutPromotion("k1", "SAVE10"),
    method: "PUT",
    path: `${M}/checkout/k1/promotion`,
    body: { promotionCode: "SAVE10" },
  },
  {
    name: "removeCheckoutPromotion",
    call: (api) => api.order.removeCheckoutPromotion("k1"),
    method: "DELETE",
    path: `${M}/checkout/k1/promotion`,
  },
  {
    name: "downgradeSubscription",
    call: (api) => api.order.downgradeSubscription("ms1", "t0"),
    method: "PUT",
    path: `${M}/subscription/downgrade`,
    query: { membershipId: "ms1", tierId: "t0" },
  },
  {
    name: "cancelSubscriptionDowngrade",
    call: (api) => api.order.cancelSubscriptionDowngrade("ms1"),
    method: "PUT",
    path: `${M}/subscription/downgrade/cancel`,
    query: { membershipId: "ms1" },
  },
  {
    name: "resumeSubscription",
    call: (api) => api.order.resumeSubscription("ms1"),
    method: "PUT",
    path: `${M}/subscription/resume`,
    query: { membershipId: "ms1" },
  },
  {
    name: "cancelSubscription",
    call: (api) => api.order.cancelSubscription("ms1"),
    method: "PUT",
    path: `${M}/subscription/cancel`,
    query: { membershipId: "ms1" },
  },
  {
    name: "billingHistory turns the UI's page 2 into page 1",
    call: (api) => api.order.billingHistory("ms1", { page: 2 }),
    method: "GET",
    path: `${M}/checkout/billing`,
    query: { membershipId: "ms1", page: "1", size: "10" },
    data: [],
    page,
  },
  {
    name: "getPaymentMethod",
    call: (api) => api.order.getPaymentMethod("ms1"),
    method: "GET",
    path: `${M}/checkout/payment-method`,
    query: { membershipId: "ms1" },
  },
  {
    name: "deletePaymentMethod",
    call: (api) => api.order.deletePaymentMethod("ms1"),
    method: "DELETE",
    path: `${M}/checkout/payment-method`,
    query: { membershipId: "ms1" },
  },
  {
    name: "setupPaymentMethod",
    call: (api) => api.order.setupPaymentMethod("ms1", card),
    method: "PUT",
    path: `${M}/payment-method/setup`,
    query: { membershipId: "ms1" },
    body: { paymentmethod: card },
  },
  {
    name: "updatePaymentMethod",
    call: (api) => api.order.updatePaymentMethod("ms1", "pm_tok"),
    method: "PUT",
    path: `${M}/payment-method`,
    query: { membershipId: "ms1" },
    body: { paymentMethodToken: "pm_tok" },
  },
  {
    name: "sendTip",
    call: (api) => api.order.sendTip({ amount: 500, message: "Thanks", creatorId: "cr1" }),
    method: "POST",
    path: `${M}/send-tip`,
    body: { amount: 500, message: "Thanks", creatorId: "cr1" },
  },
  {
    name: "unlockMessage",
    call: (api) => api.order.unlockMessage({ messageId: "dm1" }),
    method: "POST",
    path: `${M}/unlock-message`,
    body: { messageId: "dm1" },
  },
];

describe("order namespace (gatewayBase, X-Membership-Token)", () => {
  it.each(rows)("$name", async (row) => {
    await expectCall(server, storefront, row, "/gw");
    const request = server.requests.at(-1);
    expect(request?.headers["x-membership-token"]).toBe(TEST_TOKEN);
    expect(request?.headers.authorization).toBeUndefined();
  });
});
