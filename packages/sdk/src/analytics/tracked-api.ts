import type { MembershipCheckout, ShopCheckout } from "@vitrine/contract";
import type { StorefrontApi } from "../api/index";
import type { Analytics } from "./create-analytics";

/**
 * The API with the calls that are analytics events emitting them when they succeed, so every
 * theme records checkouts, purchases and sign-ups without a line of its own:
 * - `shopCheckout.create` → `checkout_started` (shop); `shopCheckout.pay` or
 *   `shopCheckout.confirmPayment` (after 3-D Secure) answering `PAID` → `purchase` (shop);
 * - `order.createCheckout` → `checkout_started` (membership); `order.payCheckout` answering
 *   `PAID` → `subscription_started` and `purchase` (membership);
 * - `membership.signupMember` → `sign_up`.
 * A failed call emits nothing. The other calls are the API's own functions.
 *
 * @example
 * const api = withAnalyticsEvents(createStorefrontApi(clients, shopId), analytics);
 * await api.shopCheckout.create(cartToken);
 * // analytics: checkout_started { checkoutId, kind: "shop", value: 4500, currency: "USD" }
 */
export function withAnalyticsEvents(
  api: StorefrontApi,
  analytics: Pick<Analytics, "emit">,
): StorefrontApi {
  const { shopCheckout, order, membership } = api;
  const membershipValue = (checkout: MembershipCheckout) => ({
    value: checkout.total,
    currency: checkout.currency,
  });
  const recordShopPurchase = (checkout: ShopCheckout) => {
    if (checkout.status === "PAID" && checkout.order !== null) {
      analytics.emit("purchase", {
        orderId: checkout.order.id,
        kind: "shop",
        value: checkout.totalAmount,
        currency: checkout.currency,
      });
    }
    return checkout;
  };
  return {
    ...api,
    shopCheckout: withCalls(shopCheckout, {
      async create(cartToken, options) {
        const checkout = await shopCheckout.create(cartToken, options);
        analytics.emit("checkout_started", {
          checkoutId: checkout.id,
          kind: "shop",
          value: checkout.totalAmount,
          currency: checkout.currency,
        });
        return checkout;
      },
      async pay(checkoutId, paymentmethod, options) {
        return recordShopPurchase(await shopCheckout.pay(checkoutId, paymentmethod, options));
      },
      async confirmPayment(checkoutId, options) {
        return recordShopPurchase(await shopCheckout.confirmPayment(checkoutId, options));
      },
    }),
    order: withCalls(order, {
      async createCheckout(payload, options) {
        const checkout = await order.createCheckout(payload, options);
        analytics.emit("checkout_started", {
          checkoutId: checkout.id,
          kind: "membership",
          ...membershipValue(checkout),
        });
        return checkout;
      },
      async payCheckout(checkoutId, options) {
        const checkout = await order.payCheckout(checkoutId, options);
        if (checkout.status === "PAID") {
          analytics.emit("subscription_started", {
            tierId: checkout.tierId,
            interval: checkout.interval,
            ...membershipValue(checkout),
          });
          analytics.emit("purchase", {
            orderId: checkout.id,
            kind: "membership",
            ...membershipValue(checkout),
          });
        }
        return checkout;
      },
    }),
    membership: withCalls(membership, {
      async signupMember(payload, options) {
        const token = await membership.signupMember(payload, options);
        analytics.emit("sign_up", { userType: "MEMBER" });
        return token;
      },
    }),
  };
}

/**
 * `service` with some of its calls replaced. The others are reached through it rather than
 * copied: a lazy service (`lazyService`) has no calls to copy before its code is in.
 *
 * @example
 * withCalls(api.membership, { signupMember: tracked }).getProfile() // → api.membership.getProfile()
 */
function withCalls<Service extends object>(service: Service, calls: Partial<Service>): Service {
  return Object.assign(Object.create(service) as Service, calls);
}
