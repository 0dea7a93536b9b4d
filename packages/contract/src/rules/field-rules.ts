import * as z from "zod/mini";
import {
  ADDRESS_AREA_MAX_LENGTH,
  ADDRESS_LINE_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  MAX_PAGE_SIZE,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PHONE_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
} from "../limits";

/**
 * The rules of the fields people type, as zod schemas: shop-api validates every call with them and
 * the theme kit's forms validate with the same ones before a round trip, so a form never accepts
 * what the API then refuses.
 */

/**
 * An email address, trimmed and lower-cased so that orders and accounts match however it was typed.
 *
 * @example
 * z.parse(email, " Member@Demo.test ") // → "member@demo.test"
 * z.safeParse(email, "member@demo").success // → false
 */
export const email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email({ error: "Enter a valid email address." }).check(z.maxLength(EMAIL_MAX_LENGTH)),
);

/** A new password: long enough to resist guessing, short enough to hash cheaply. */
export const newPassword = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`),
    z.maxLength(MAX_PASSWORD_LENGTH),
  );

/** A password typed to sign in: any length an account could have, so an old one still works. */
export const password = z.string().check(z.minLength(1), z.maxLength(MAX_PASSWORD_LENGTH));

/** The name a member shows others, trimmed. */
export const displayName = z
  .string()
  .check(z.trim(), z.minLength(1, "Enter a name."), z.maxLength(DISPLAY_NAME_MAX_LENGTH));

/**
 * A card number as typed: 12 to 19 digits, spaces and dashes allowed between them and removed.
 * The payment provider judges the card itself.
 *
 * @example
 * z.parse(cardNumber, "4242 4242 4242 4242") // → "4242424242424242"
 * z.safeParse(cardNumber, "4242").success      // → false
 */
export const cardNumber = z.pipe(
  z.string().check(
    z.maxLength(30),
    z.overwrite((value) => value.replace(/[\s-]/g, "")),
  ),
  z.string().check(z.regex(/^\d{12,19}$/, "Enter a card number.")),
);

/** The card the payment calls take. */
export const paymentCard = z.object({
  cardNumber,
  expMonth: z.number().check(z.int(), z.minimum(1), z.maximum(12)),
  expYear: z.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
  cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, "Enter the 3 or 4 digits.")),
});

/**
 * A page size in a query string: a whole number from 1 to `MAX_PAGE_SIZE`.
 *
 * @example
 * z.parse(pageSize, "24") // → 24
 * z.safeParse(pageSize, "500").success // → false
 */
export const pageSize = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE));

/** A 0-based page number in a query string (pages are 1-based on screen, spec §12). */
export const pageNum = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000));

/** An identifier a caller sends in a body or query (a member, a badge, a membership): short, not empty. */
export const id = z.string().check(z.minLength(1), z.maxLength(100));

/** Text of at most `max` characters, trimmed. */
export function text(max: number) {
  return z.string().check(z.trim(), z.maxLength(max));
}

/** Text that must be given, trimmed: 1 to `max` characters. */
export function requiredText(max: number) {
  return z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
}

/**
 * A country by its ISO 3166 two-letter code, upper-cased.
 *
 * @example
 * z.parse(countryCode, " fr ") // → "FR"
 */
export const countryCode = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z]{2}$/, "Use a two-letter country code."), z.toUpperCase());

/** A postal address as a shopper types it (the shop checkout's and a gift's shipping address). */
export const shippingAddress = z.object({
  fullName: requiredText(FULL_NAME_MAX_LENGTH),
  line1: requiredText(ADDRESS_LINE_MAX_LENGTH),
  line2: z.optional(text(ADDRESS_LINE_MAX_LENGTH)),
  city: requiredText(ADDRESS_AREA_MAX_LENGTH),
  region: z.optional(text(ADDRESS_AREA_MAX_LENGTH)),
  postalCode: requiredText(POSTAL_CODE_MAX_LENGTH),
  country: countryCode,
  phone: z.optional(text(PHONE_MAX_LENGTH)),
});
