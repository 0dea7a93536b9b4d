import type { ShopCheckout } from "@vitrine/contract";
import { routePath } from "../routing/route-paths";

// The order of a shop checkout's steps, for the pages of any theme: a theme that replaces
// checkout uses these rather than deriving them again from the checkout's fields.

/** A step page of the shop checkout (`checkout-information`, …); `message` is a side step. */
export type CheckoutStep = "information" | "shipping" | "payment";

/** The checkout's steps in the order a shopper goes through them (spec §4). */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = ["information", "shipping", "payment"];

/**
 * The first step a checkout still needs, or `null` once it is paid.
 *
 * @example
 * pendingStep({ email: null, … }) // "information"
 * pendingStep({ email: "a@b.c", shippingAddress: {…}, shippingRate: null, … }) // "shipping"
 * pendingStep({ …, shippingRate: {…}, status: "OPEN" }) // "payment"
 */
export function pendingStep(checkout: ShopCheckout): CheckoutStep | null {
  if (checkout.status === "PAID") return null;
  if (checkout.email === null || checkout.shippingAddress === null) return "information";
  if (checkout.shippingRate === null) return "shipping";
  return "payment";
}

/**
 * Where a checkout goes on from here: its thank-you page once paid, else its first pending step.
 *
 * @example
 * nextCheckoutPath({ id: "c1", email: null, … }) // "/checkouts/c1/information"
 * nextCheckoutPath({ status: "PAID", order: { id: "o1", thankyouId: "t1", … }, … }) // "/thankyou/o1/t1"
 */
export function nextCheckoutPath(checkout: ShopCheckout): string {
  const step = pendingStep(checkout);
  if (step === null && checkout.order !== null) {
    const { id: orderId, thankyouId } = checkout.order;
    return routePath("thankyou", { orderId, thankyouId });
  }
  return routePath(`checkout-${step ?? "payment"}`, { checkoutId: checkout.id });
}

/**
 * Where a step page sends the shopper instead of showing itself: the thank-you page once paid,
 * the first pending step when `step` comes after it (the shop API has no rates before an
 * address, and takes no payment before shipping), else nowhere. The message step is a side step
 * the API accepts at any time, so it never moves.
 *
 * @example
 * stepRedirect({ id: "c1", email: null, … }, "shipping") // "/checkouts/c1/information"
 * stepRedirect({ id: "c1", email: "a@b.c", shippingAddress: {…}, shippingRate: null, … }, "payment")
 * // "/checkouts/c1/shipping"
 * stepRedirect({ id: "c1", email: "a@b.c", shippingAddress: {…}, shippingRate: null, … }, "information")
 * // undefined
 */
export function stepRedirect(
  checkout: ShopCheckout,
  step: CheckoutStep | "message",
): string | undefined {
  const pending = pendingStep(checkout);
  const ahead =
    pending !== null &&
    step !== "message" &&
    CHECKOUT_STEPS.indexOf(step) > CHECKOUT_STEPS.indexOf(pending);
  return pending === null || ahead ? nextCheckoutPath(checkout) : undefined;
}
