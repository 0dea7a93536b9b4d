import * as z from "zod/mini";
import { FULL_NAME_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from "../limits";
import { countryCode, email, paymentCard, requiredText } from "../rules/field-rules";
import { createMembershipCheckoutPayload, membershipCheckout } from "../types/order";
import { defineEndpoint } from "./endpoint";

/** The buyer's details as typed; the answer's `information` holds them as stored. */
const informationInput = z.object({
  email,
  fullName: requiredText(FULL_NAME_MAX_LENGTH),
  country: countryCode,
  postalCode: requiredText(POSTAL_CODE_MAX_LENGTH),
});

/** A promotion code as typed, compared upper-cased. */
const promotionInput = z.object({
  promotionCode: z.pipe(
    z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,40}$/, "Not a promotion code.")),
    z.transform((code) => code.toUpperCase()),
  ),
});

const CHECKOUT = "/order/v3/memberships/checkout/:checkoutId";

const step = <const Path extends string>(method: "GET" | "PUT" | "DELETE", path: Path) => ({
  method,
  base: "gateway" as const,
  path,
  answer: membershipCheckout,
  access: "member" as const,
});

/**
 * A member buying (or upgrading to) a paid tier: create, details, card, pay. Each step answers
 * the whole checkout; paying starts or changes the member's subscription.
 */
export const membershipCheckoutEndpoints = {
  /** 409 SUBSCRIPTION_STATE when the member already has a live membership and is not upgrading. */
  createCheckout: defineEndpoint({
    ...step("GET", "/order/v3/memberships/checkout"),
    method: "POST",
    body: createMembershipCheckoutPayload,
  }),
  getCheckout: defineEndpoint(step("GET", CHECKOUT)),
  updateCheckoutInformation: defineEndpoint({
    ...step("PUT", `${CHECKOUT}/information`),
    body: informationInput,
  }),
  /** Registers the card and prepares the payment; 400 CARD_INVALID when the provider refuses it. */
  setupCheckoutPayment: defineEndpoint({
    ...step("PUT", `${CHECKOUT}/setup-payment`),
    body: z.object({ paymentmethod: paymentCard }),
  }),
  /** Answers the checkout `PAID`, `PAYMENT_FAILED` or `REQUIRES_ACTION`. */
  payCheckout: defineEndpoint(step("PUT", `${CHECKOUT}/payment`)),
  cancelCheckoutPayment: defineEndpoint(step("PUT", `${CHECKOUT}/cancel-payment`)),
  /** 404 when the code does not exist or has expired. */
  applyCheckoutPromotion: defineEndpoint({
    ...step("PUT", `${CHECKOUT}/promotion`),
    body: promotionInput,
  }),
  removeCheckoutPromotion: defineEndpoint(step("DELETE", `${CHECKOUT}/promotion`)),
};
