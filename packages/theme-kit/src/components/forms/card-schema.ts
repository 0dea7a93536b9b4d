import { type PaymentMethodInput, rules } from "@vitrine/contract";
import * as z from "zod/mini";

/**
 * A card's expiry as typed, `MM/YY` (spaces allowed around the slash), as the month and year the
 * payment calls take.
 *
 * @example
 * z.parse(cardExpiry, "04 / 29") // { expMonth: 4, expYear: 2029 }
 * z.safeParse(cardExpiry, "13/29").success // false
 */
export const cardExpiry = z.pipe(
  z.string().check(z.trim(), z.regex(/^(0?[1-9]|1[0-2])\s*\/\s*\d{2}$/)),
  z.transform((typed) => {
    const [month, year] = typed.split("/");
    return { expMonth: Number(month), expYear: 2000 + Number(year) };
  }),
);

/**
 * The card fields as typed, checked with the contract's card rules (the number's digits, the
 * security code's 3 or 4), giving the card the payment calls take.
 *
 * @example
 * z.parse(cardInput, { cardNumber: "4242 4242 4242 4242", expiry: "04/29", cvc: " 123 " })
 * // { cardNumber: "4242424242424242", cvc: "123", expMonth: 4, expYear: 2029 }
 */
export const cardInput = z.pipe(
  z.object({
    cardNumber: rules.cardNumber,
    expiry: cardExpiry,
    cvc: rules.paymentCard.shape.cvc,
  }),
  z.transform(({ expiry, ...card }): PaymentMethodInput => ({ ...card, ...expiry })),
);

/** A form that takes a card and nothing else, under `card` as `CardFieldset` names its fields. */
export const cardForm = z.object({ card: cardInput });

/** Card fields with nothing typed yet. */
export const EMPTY_CARD: z.input<typeof cardInput> = { cardNumber: "", expiry: "", cvc: "" };
