import { z } from "zod";

/** Card details as typed: the provider checks the number, expiry and CVC. */
export const paymentMethodInput = z.object({
  cardNumber: z.string().trim().min(1).max(30),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().trim().min(1).max(4),
});

export const paymentMethodBody = z.object({ paymentmethod: paymentMethodInput });
