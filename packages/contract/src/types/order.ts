import * as z from "zod/mini";
import { MAX_TIP_AMOUNT, MIN_TIP_AMOUNT, TIP_MESSAGE_MAX_LENGTH } from "../limits";
import { id, type paymentCard, text } from "../rules/field-rules";
import { isoDateTime, moneyMinor } from "./common";
import { billingInterval } from "./membership";

export const membershipCheckoutStatus = z.enum([
  "OPEN",
  "REQUIRES_ACTION",
  "PAID",
  "PAYMENT_FAILED",
  "CANCELED",
]);
export type MembershipCheckoutStatus = z.output<typeof membershipCheckoutStatus>;

export const checkoutInformation = z.object({
  email: z.string(),
  fullName: z.string(),
  country: z.string(),
  postalCode: z.string(),
});
export type CheckoutInformation = z.output<typeof checkoutInformation>;

export const membershipCheckout = z.object({
  id: z.string(),
  tierId: z.string(),
  interval: billingInterval,
  memberId: z.nullable(z.string()),
  upgrade: z.boolean(),
  status: membershipCheckoutStatus,
  currency: z.string(),
  subtotal: moneyMinor,
  /** Annual discount plus promotion. */
  discountAmount: moneyMinor,
  total: moneyMinor,
  promotionCode: z.nullable(z.string()),
  information: z.nullable(checkoutInformation),
  /** Set after setup-payment: the test provider's intent id the payment step confirms. */
  paymentIntentId: z.nullable(z.string()),
  /** Why the last payment failed, in words a shopper understands. */
  failureMessage: z.nullable(z.string()),
});
export type MembershipCheckout = z.output<typeof membershipCheckout>;

export const createMembershipCheckoutPayload = z.object({
  tierId: id,
  interval: billingInterval,
  upgrade: z._default(z.boolean(), false),
  memberId: z.optional(id),
});
export type CreateMembershipCheckoutPayload = z.input<typeof createMembershipCheckoutPayload>;

/** Card details for the test payment provider (see shop-api's README for test numbers). */
export type PaymentMethodInput = z.input<typeof paymentCard>;

export const paymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});
export type PaymentMethod = z.output<typeof paymentMethod>;

export const billingRecordStatus = z.enum(["PAID", "FAILED", "REFUNDED"]);
export type BillingRecordStatus = z.output<typeof billingRecordStatus>;

export const billingRecord = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  date: isoDateTime,
  description: z.string(),
  amount: moneyMinor,
  currency: z.string(),
  status: billingRecordStatus,
});
export type BillingRecord = z.output<typeof billingRecord>;

export const sendTipPayload = z.object({
  amount: moneyMinor.check(z.minimum(MIN_TIP_AMOUNT), z.maximum(MAX_TIP_AMOUNT)),
  message: text(TIP_MESSAGE_MAX_LENGTH),
  creatorId: id,
});
export type SendTipPayload = z.input<typeof sendTipPayload>;

export const unlockMessagePayload = z.object({ messageId: id });
export type UnlockMessagePayload = z.input<typeof unlockMessagePayload>;
