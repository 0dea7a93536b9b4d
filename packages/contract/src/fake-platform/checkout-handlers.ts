import { HttpResponse, http, type RequestHandler } from "msw";
import { COMING_SOON_PASSWORD, DECLINED_MESSAGE, TEST_CARDS } from "../demo/demo";
import type { DonationPayload } from "../types/donations";
import type { RedeemGiftCodePayload } from "../types/gifts";
import type { PaymentMethodInput } from "../types/order";
import type { ShopCheckoutInformation } from "../types/shop-checkout";
import {
  comingSoonFixture,
  contentPageFixture,
  donationFixture,
  donationSettingsFixture,
  GIFT_CODES,
  giftFixture,
  orderFixture,
} from "./checkout-fixtures";
import { mockCheckout } from "./mock-checkout";
import { apiError, MOCK_ORIGIN } from "./shop-handlers";

const api = (path: string) => `${MOCK_ORIGIN}${path}`;
const CHECKOUT = "/order/v3/checkouts/:checkoutId";

function checkoutOr404(checkoutId: unknown) {
  return mockCheckout.find(String(checkoutId));
}

const notFound = () => apiError(404, "Checkout not found", "CHECKOUT_NOT_FOUND");

/**
 * The shop's checkout, orders, donations, gift codes, content pages and coming soon, answered
 * like the shop API (docs/http-api.md) from `checkout-fixtures.ts` and the mock checkout, in
 * named groups merged into the stories' handlers beside `shopHandlers`.
 */
export const checkoutHandlers = {
  checkout: [
    http.post(api("/order/v3/checkouts"), () => {
      const checkout = mockCheckout.create();
      return checkout
        ? HttpResponse.json({ data: checkout })
        : apiError(400, "Your cart is empty.", "CART_EMPTY");
    }),
    http.get(api(CHECKOUT), ({ params }) => {
      const checkout = checkoutOr404(params.checkoutId);
      return checkout ? HttpResponse.json({ data: checkout }) : notFound();
    }),
    http.put(api(`${CHECKOUT}/information`), async ({ params, request }) => {
      const checkout = checkoutOr404(params.checkoutId);
      if (!checkout) return notFound();
      const information = (await request.json()) as ShopCheckoutInformation;
      return HttpResponse.json({ data: mockCheckout.setInformation(checkout, information) });
    }),
    http.get(api(`${CHECKOUT}/shipping-rates`), ({ params }) => {
      const checkout = checkoutOr404(params.checkoutId);
      if (!checkout) return notFound();
      if (checkout.shippingAddress === null) {
        return apiError(400, "Enter your details first.", "INFORMATION_REQUIRED");
      }
      return HttpResponse.json({ data: mockCheckout.ratesFor(checkout.shippingAddress) });
    }),
    http.put(api(`${CHECKOUT}/shipping`), async ({ params, request }) => {
      const checkout = checkoutOr404(params.checkoutId);
      if (!checkout?.shippingAddress) return notFound();
      const { shippingRateId } = (await request.json()) as { shippingRateId: string };
      const rate = mockCheckout
        .ratesFor(checkout.shippingAddress)
        .find((candidate) => candidate.id === shippingRateId);
      if (!rate) return apiError(400, "This shipping rate is not offered.", "VALIDATION_ERROR");
      return HttpResponse.json({ data: mockCheckout.update(checkout, { shippingRate: rate }) });
    }),
    http.put(api(`${CHECKOUT}/message`), async ({ params, request }) => {
      const checkout = checkoutOr404(params.checkoutId);
      if (!checkout) return notFound();
      const { message } = (await request.json()) as { message: string };
      return HttpResponse.json({
        data: mockCheckout.update(checkout, { message: message.trim() || null }),
      });
    }),
    http.post(api(`${CHECKOUT}/recover`), ({ params }) => {
      const checkout = checkoutOr404(params.checkoutId);
      if (!checkout || checkout.status === "PAID") {
        return apiError(409, "This checkout can no longer be resumed.", "CHECKOUT_UNAVAILABLE");
      }
      return HttpResponse.json({ data: checkout });
    }),
    http.put(api(`${CHECKOUT}/payment`), async ({ params, request }) => {
      const checkout = checkoutOr404(params.checkoutId);
      if (!checkout) return notFound();
      if (checkout.shippingRate === null) {
        return apiError(400, "Choose a shipping method first.", "CHECKOUT_INCOMPLETE");
      }
      if (mockCheckout.soldOut) {
        const first = checkout.lines[0]?.productName ?? "An item";
        return apiError(409, `${first} is no longer available in that quantity.`, "SOLD_OUT");
      }
      const { paymentmethod } = (await request.json()) as { paymentmethod: PaymentMethodInput };
      return HttpResponse.json({ data: mockCheckout.pay(checkout, paymentmethod) });
    }),
  ],
  orders: [
    http.get(api("/order/v3/orders/thankyou/:orderId/:thankyouId"), ({ params }) => {
      const order = [...mockCheckout.orders.values()].find(
        (candidate) =>
          candidate.id === params.orderId && candidate.thankyouId === params.thankyouId,
      );
      return order ? HttpResponse.json({ data: order }) : apiError(404, "Order not found");
    }),
    http.get(api("/order/v3/orders/:orderCode"), ({ params }) => {
      const order = mockCheckout.findOrder(String(params.orderCode));
      return order ? HttpResponse.json({ data: order }) : apiError(404, "Order not found");
    }),
    http.put(api("/order/v3/orders/:orderCode/cancel"), ({ params }) => {
      const order = mockCheckout.findOrder(String(params.orderCode));
      if (!order) return apiError(404, "Order not found");
      if (!order.cancellable) {
        return apiError(409, "This order can no longer be cancelled.", "ORDER_NOT_CANCELLABLE");
      }
      const canceled = {
        ...order,
        status: "CANCELED" as const,
        cancellable: false,
        canceledAt: "2026-03-14T12:00:00.000Z",
      };
      mockCheckout.orders.set(order.code, canceled);
      return HttpResponse.json({ data: canceled });
    }),
  ],
  donations: [
    http.get(api("/order/v3/donations/settings"), () =>
      HttpResponse.json({ data: donationSettingsFixture() }),
    ),
    http.post(api("/order/v3/donations"), async ({ request }) => {
      const payload = (await request.json()) as DonationPayload;
      if (payload.paymentmethod.cardNumber !== TEST_CARDS.succeeds.replace(/\s/g, "")) {
        return apiError(402, DECLINED_MESSAGE, "PAYMENT_DECLINED");
      }
      return HttpResponse.json({
        data: donationFixture({
          amount: payload.amount,
          donorName: payload.donorName ?? null,
          message: payload.message ?? null,
        }),
      });
    }),
    http.get(api("/order/v3/donations/:donationId"), ({ params }) =>
      params.donationId === donationFixture().id
        ? HttpResponse.json({ data: donationFixture() })
        : apiError(404, "Donation not found"),
    ),
  ],
  gifts: [
    http.get(api("/pod/gifts/:giftId"), ({ params }) =>
      params.giftId === giftFixture().id
        ? HttpResponse.json({ data: giftFixture() })
        : apiError(404, "Gift not found"),
    ),
    http.post(api("/order/v3/twitch/gift-codes/verify"), async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      const normalized = code.trim().toUpperCase();
      if (normalized === GIFT_CODES.redeemed) {
        return apiError(409, "This gift was already redeemed.", "GIFT_ALREADY_REDEEMED");
      }
      if (normalized !== GIFT_CODES.available) {
        return apiError(404, "This gift code is not valid.", "INVALID_GIFT_CODE");
      }
      return HttpResponse.json({ data: giftFixture() });
    }),
    http.post(api("/order/v3/twitch/gift-codes/redeem"), async ({ request }) => {
      const payload = (await request.json()) as RedeemGiftCodePayload;
      if (payload.code.trim().toUpperCase() !== GIFT_CODES.available) {
        return apiError(404, "This gift code is not valid.", "INVALID_GIFT_CODE");
      }
      const gift = giftFixture({ status: "REDEEMED", redeemedAt: "2026-03-14T12:00:00.000Z" });
      const { id, number, code, thankyouId } = orderFixture({ id: "ord-gift", number: 1002 });
      return HttpResponse.json({ data: { gift, order: { id, number, code, thankyouId } } });
    }),
  ],
  pages: [
    http.get(api("/pod/pages/:slug"), ({ params }) =>
      params.slug === contentPageFixture().slug
        ? HttpResponse.json({ data: contentPageFixture() })
        : apiError(404, "Page not found"),
    ),
  ],
  comingSoon: [
    http.get(api("/pod/coming-soon"), () => HttpResponse.json({ data: comingSoonFixture() })),
    http.post(api("/pod/coming-soon/enter"), async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      return password === COMING_SOON_PASSWORD
        ? HttpResponse.json({ data: { ok: true } })
        : apiError(401, "This password is not right.", "INVALID_PASSWORD");
    }),
  ],
} satisfies Record<string, RequestHandler[]>;

export type CheckoutHandlerGroup = keyof typeof checkoutHandlers;
