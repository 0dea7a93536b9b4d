import type { PaymentMethodInput } from "@vitrine/contract";

/** The shortest password a member may choose. */
export { MIN_PASSWORD_LENGTH } from "@vitrine/contract";

/**
 * Whether `value` looks like an email address (one `@`, a dot in the domain, no spaces). The
 * server has the last word; this only catches typos before a round trip.
 *
 * @example
 * isEmail("member@demo.test") // true
 * isEmail("member@demo") // false
 */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardFields, "invalid">>;

/**
 * The card the payment calls take, from what the shopper typed (spaces in the number allowed,
 * expiry as `MM/YY`), or which fields are wrong.
 *
 * @example
 * parseCard({ number: "4242 4242 4242 4242", expiry: "04/29", cvc: "123" })
 * // { card: { cardNumber: "4242424242424242", expMonth: 4, expYear: 2029, cvc: "123" } }
 * parseCard({ number: "4242", expiry: "13/29", cvc: "1" })
 * // { errors: { number: "invalid", expiry: "invalid", cvc: "invalid" } }
 */
export function parseCard(
  fields: CardFields,
): { card: PaymentMethodInput; errors?: undefined } | { card?: undefined; errors: CardErrors } {
  const cardNumber = fields.number.replace(/[\s-]/g, "");
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(fields.expiry.trim());
  const expMonth = Number(expiry?.[1]);
  const cvc = fields.cvc.trim();
  const errors: CardErrors = {};
  if (!/^\d{16}$/.test(cardNumber)) errors.number = "invalid";
  if (expiry === null || expMonth < 1 || expMonth > 12) errors.expiry = "invalid";
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = "invalid";
  if (Object.keys(errors).length > 0) return { errors };
  return { card: { cardNumber, expMonth, expYear: 2000 + Number(expiry?.[2]), cvc } };
}
