import * as z from "zod/mini";
import { DONATION_MESSAGE_MAX_LENGTH, DONOR_NAME_MAX_LENGTH } from "../limits";
import { email, paymentCard, text } from "../rules/field-rules";
import { isoDateTime, moneyMinor } from "./common";

export const donationSettings = z.object({
  enabled: z.boolean(),
  title: z.string(),
  description: z.string(),
  currency: z.string(),
  presetAmounts: z.array(moneyMinor),
  minAmount: moneyMinor,
  maxAmount: moneyMinor,
  messageMaxLength: z.number(),
});
export type DonationSettings = z.output<typeof donationSettings>;

/** A donation as the donor sends it; the shop's settings bound the amount. */
export const donationPayload = z.object({
  amount: moneyMinor.check(z.positive()),
  email,
  donorName: z.optional(text(DONOR_NAME_MAX_LENGTH)),
  message: z.optional(text(DONATION_MESSAGE_MAX_LENGTH)),
  paymentmethod: paymentCard,
});
export type DonationPayload = z.input<typeof donationPayload>;

/** `REQUIRES_ACTION`: the donor's bank asks them to confirm the payment (3-D Secure). */
export const donationStatus = z.enum(["PAID", "REQUIRES_ACTION"]);
export type DonationStatus = z.output<typeof donationStatus>;

/**
 * A donation: paid, or waiting for the donor to confirm the payment with their bank (3-D Secure).
 * Declined payments store nothing.
 */
export const donation = z.object({
  id: z.string(),
  status: donationStatus,
  amount: moneyMinor,
  currency: z.string(),
  donorName: z.nullable(z.string()),
  message: z.nullable(z.string()),
  createdAt: isoDateTime,
});
export type Donation = z.output<typeof donation>;
