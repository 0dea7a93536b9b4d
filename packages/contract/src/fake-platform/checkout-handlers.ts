import { HttpResponse, http, type RequestHandler } from "msw";
import * as z from "zod/mini";
import { COMING_SOON_PASSWORD, DECLINED_MESSAGE, TEST_CARDS } from "../demo/demo";
import { endpoints } from "../endpoints/index";
import { enterComingSoon } from "../endpoints/pages";
import {
  comingSoonFixture,
  contentPageFixture,
  donationFixture,
  donationSettingsFixture,
  GIFT_CODES,
  giftFixture,
  orderFixture,
  twitchStateFixture,
} from "./checkout-fixtures";
import { mockCheckout } from "./mock-checkout";
import { apiError, MOCK_ORIGIN } from "./shop-handlers";

const api = (path: string) => `${MOCK_ORIGIN}${path}`;
const { shopCheckout, shopOrders, donations, twitch, pages } = endpoints;

/** A request's JSON body checked against a body schema: the parsed body, or null when invalid. */
async function bodyOf<Schema extends z.ZodMiniType>(
  schema: Schema,
  request: Request,
): Promise<z.output<Schema> | null> {
  const parsed = z.safeParse(schema, await request.json().catch(() => undefined));
  return parsed.success ? parsed.data : null;
}

const invalid = () => apiError(400, "The request is not valid.", "VALIDATION_ERROR");

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
    http.post(api(shopCheckout.create.path), () => {
      const checkout = mockCheckout.create();
      return checkout
        ? HttpResponse.json({ data: checkout })
        : apiError(400, "Your cart is empty.", "CART_EMPTY");
    }),
    http.get(api(shopCheckout.get.path), ({ params }) => {
      const checkout = checkoutOr404(params.checkoutId);
      return checkout ? HttpResponse.json({ data: checkout }) : notFound();
    }),
    http.put(api(shopCheckout.updateInformation.path), async ({ params, request }) => {
      const checkout = checkoutOr404(params.checkoutId);
      if (!checkout) return notFound();
      const information = await bodyOf(shopCheckout.updateInformation.body, request);
      if (!information) return invalid();
      return HttpResponse.json({ data: mockCheckout.setInformation(checkout, information) });
    }),
    http.get(api(shopCheckout.shippingRates.path), ({ params }) => {
      const checkout = checkoutOr404(params.checkoutId);
      if (!checkout) return notFound();
      if (checkout.shippingAddress === null) {
        return apiError(400, "Enter your details first.", "INFORMATION_REQUIRED");
      }
      return HttpResponse.json({ data: mockCheckout.ratesFor(checkout.shippingAddress) });
    }),
    http.put(api(shopCheckout.selectShipping.path), async ({ params, request }) => {
      const checkout = checkoutOr404(params.checkoutId);
      if (!checkout?.shippingAddress) return notFound();
      const body = await bodyOf(shopCheckout.selectShipping.body, request);
      if (!body) return invalid();
      const { shippingRateId } = body;
      const rate = mockCheckout
        .ratesFor(checkout.shippingAddress)
        .find((candidate) => candidate.id === shippingRateId);
      if (!rate) return apiError(400, "This shipping rate is not offered.", "VALIDATION_ERROR");
      return HttpResponse.json({ data: mockCheckout.update(checkout, { shippingRate: rate }) });
    }),
    http.put(api(shopCheckout.updateMessage.path), async ({ params, request }) => {
      const checkout = checkoutOr404(params.checkoutId);
      if (!checkout) return notFound();
      const body = await bodyOf(shopCheckout.updateMessage.body, request);
      if (!body) return invalid();
      return HttpResponse.json({
        data: mockCheckout.update(checkout, { message: body.message || null }),
      });
    }),
    http.post(api(shopCheckout.recover.path), ({ params }) => {
      const checkout = checkoutOr404(params.checkoutId);
      if (!checkout || checkout.status === "PAID") {
        return apiError(409, "This checkout can no longer be resumed.", "CHECKOUT_UNAVAILABLE");
      }
      return HttpResponse.json({ data: checkout });
    }),
    http.put(api(shopCheckout.pay.path), async ({ params, request }) => {
      const checkout = checkoutOr404(params.checkoutId);
      if (!checkout) return notFound();
      if (checkout.shippingRate === null) {
        return apiError(400, "Choose a shipping method first.", "CHECKOUT_INCOMPLETE");
      }
      if (mockCheckout.soldOut) {
        const first = checkout.lines[0]?.productName ?? "An item";
        return apiError(409, `${first} is no longer available in that quantity.`, "SOLD_OUT");
      }
      const body = await bodyOf(shopCheckout.pay.body, request);
      if (!body) return invalid();
      return HttpResponse.json({ data: mockCheckout.pay(checkout, body.paymentmethod) });
    }),
    http.put(api(shopCheckout.confirmPayment.path), ({ params }) => {
      const checkout = checkoutOr404(params.checkoutId);
      if (!checkout) return notFound();
      const confirmed = mockCheckout.confirmPayment(checkout);
      return confirmed
        ? HttpResponse.json({ data: confirmed })
        : apiError(
            409,
            "There is no payment to confirm. Pay with your card.",
            "PAYMENT_NOT_PENDING",
          );
    }),
  ],
  orders: [
    http.get(api(shopOrders.thankyou.path), ({ params }) => {
      const order = [...mockCheckout.orders.values()].find(
        (candidate) =>
          candidate.id === params.orderId && candidate.thankyouId === params.thankyouId,
      );
      return order ? HttpResponse.json({ data: order }) : apiError(404, "Order not found");
    }),
    http.get(api(shopOrders.getByCode.path), ({ params }) => {
      const order = mockCheckout.findOrder(String(params.orderCode));
      return order ? HttpResponse.json({ data: order }) : apiError(404, "Order not found");
    }),
    http.put(api(shopOrders.cancel.path), async ({ params, request }) => {
      if (!(await bodyOf(shopOrders.cancel.body, request))) return invalid();
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
    http.get(api(donations.settings.path), () =>
      HttpResponse.json({ data: donationSettingsFixture() }),
    ),
    http.post(api(donations.donate.path), async ({ request }) => {
      const payload = await bodyOf(donations.donate.body, request);
      if (!payload) return invalid();
      const card = payload.paymentmethod.cardNumber;
      const waits = card === TEST_CARDS.requiresAction.replace(/\s/g, "");
      if (card !== TEST_CARDS.succeeds.replace(/\s/g, "") && !waits) {
        return apiError(402, DECLINED_MESSAGE, "PAYMENT_DECLINED");
      }
      const donation = donationFixture({
        status: waits ? "REQUIRES_ACTION" : "PAID",
        amount: payload.amount,
        donorName: payload.donorName ?? null,
        message: payload.message ?? null,
      });
      mockCheckout.pendingDonation = waits ? donation : null;
      return HttpResponse.json({ data: donation });
    }),
    http.put(api(donations.confirm.path), ({ params }) => {
      const pending = mockCheckout.pendingDonation;
      if (pending === null || pending.id !== params.donationId) {
        return apiError(404, "Donation not found");
      }
      mockCheckout.pendingDonation = null;
      return HttpResponse.json({ data: { ...pending, status: "PAID" } });
    }),
    http.get(api(donations.get.path), ({ params }) =>
      params.donationId === donationFixture().id
        ? HttpResponse.json({ data: donationFixture() })
        : apiError(404, "Donation not found"),
    ),
  ],
  gifts: [
    http.get(api(twitch.twitchState.path), () => HttpResponse.json({ data: twitchStateFixture() })),
    http.get(api(twitch.getGift.path), ({ params }) =>
      params.giftId === giftFixture().id
        ? HttpResponse.json({ data: giftFixture() })
        : apiError(404, "Gift not found"),
    ),
    http.post(api(twitch.verifyGiftCode.path), async ({ request }) => {
      const body = await bodyOf(twitch.verifyGiftCode.body, request);
      if (!body) return invalid();
      const normalized = body.code.toUpperCase();
      if (normalized === GIFT_CODES.redeemed) {
        return apiError(409, "This gift was already redeemed.", "GIFT_ALREADY_REDEEMED");
      }
      if (normalized !== GIFT_CODES.available) {
        return apiError(404, "This gift code is not valid.", "INVALID_GIFT_CODE");
      }
      return HttpResponse.json({ data: giftFixture() });
    }),
    http.post(api(twitch.redeemGiftCode.path), async ({ request }) => {
      const payload = await bodyOf(twitch.redeemGiftCode.body, request);
      if (!payload) return invalid();
      if (payload.code.toUpperCase() !== GIFT_CODES.available) {
        return apiError(404, "This gift code is not valid.", "INVALID_GIFT_CODE");
      }
      const gift = giftFixture({ status: "REDEEMED", redeemedAt: "2026-03-14T12:00:00.000Z" });
      const { id, number, code, thankyouId } = orderFixture({ id: "ord-gift", number: 1002 });
      return HttpResponse.json({ data: { gift, order: { id, number, code, thankyouId } } });
    }),
  ],
  pages: [
    http.get(api(pages.get.path), ({ params }) =>
      params.slug === contentPageFixture().slug
        ? HttpResponse.json({ data: contentPageFixture() })
        : apiError(404, "Page not found"),
    ),
  ],
  comingSoon: [
    http.get(api(pages.comingSoon.path), () => HttpResponse.json({ data: comingSoonFixture() })),
    http.post(api(enterComingSoon.path), async ({ request }) => {
      const body = await bodyOf(enterComingSoon.body, request);
      return body?.password === COMING_SOON_PASSWORD
        ? HttpResponse.json({ data: { ok: true } })
        : apiError(401, "This password is not right.", "INVALID_PASSWORD");
    }),
  ],
} satisfies Record<string, RequestHandler[]>;

export type CheckoutHandlerGroup = keyof typeof checkoutHandlers;
