import { z } from "zod";

/** Card details as the SDK's `PaymentMethodInput` sends them; the provider judges the card. */
export const paymentMethodSchema = z.object({
  cardNumber: z
    .string()
    .trim()
    .regex(/^[\d\s-]{12,23}$/, "Enter a card number"),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().trim().min(3).max(4),
});

/** A postal address; the country is a two-letter code, upper-cased. */
export const shippingAddressSchema = z.object({
  fullName: z.string().trim().min(1).max(120),
  line1: z.string().trim().min(1).max(200),
  line2: z.string().trim().max(200).optional(),
  city: z.string().trim().min(1).max(100),
  region: z.string().trim().max(100).optional(),
  postalCode: z.string().trim().min(1).max(20),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Use a two-letter country code")
    .transform((country) => country.toUpperCase()),
  phone: z.string().trim().max(40).optional(),
});
/** Lower-cased so that orders and receipts match however the shopper typed it. */
export const emailSchema = z.string().trim().toLowerCase().email().max(254);
