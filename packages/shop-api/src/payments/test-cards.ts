import type { PaymentMethodInput } from "@vitrine/contract";
import { TEST_CARDS } from "@vitrine/contract/demo";
import type { TestCardBehavior } from "../db/membership-schema";

/**
 * The digits of a card number typed with spaces or dashes; `null` for anything else.
 * @example cardDigits("4242 4242-4242 4242") // "4242424242424242"
 */
export function cardDigits(cardNumber: string): string | null {
  const digits = cardNumber.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/**
 * The Luhn checksum every card number carries.
 * @example passesLuhn("4242424242424242") // true
 * @example passesLuhn("4242424242424241") // false
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The card network from the number's prefix.
 * @example cardBrand("4242424242424242") // "visa"
 * @example cardBrand("5555555555554444") // "mastercard"
 */
export function cardBrand(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "unknown";
}

/**
 * A card is usable through the end of its expiry month.
 * @example isExpired(11, 2026, new Date("2026-11-30T23:00:00Z")) // false
 * @example isExpired(11, 2026, new Date("2026-12-01T00:00:00Z")) // true
 */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  return Date.UTC(expYear, expMonth, 1) <= now.getTime();
}

/** How the test provider treats a card number at payment time. */
export function testCardBehavior(digits: string): TestCardBehavior {
  if (digits === cardDigits(TEST_CARDS.declined)) return "DECLINE";
  if (digits === cardDigits(TEST_CARDS.requiresAction)) return "REQUIRE_ACTION";
  return "SUCCEED";
}

/**
 * Why a card cannot be used, or `null` when it can.
 * @example cardProblem({ cardNumber: "4242 4242 4242 4241", expMonth: 1, expYear: 2030, cvc: "123" }, now)
 * // "Your card number is not valid."
 */
export function cardProblem(card: PaymentMethodInput, now: Date): string | null {
  const digits = cardDigits(card.cardNumber);
  if (!digits || !passesLuhn(digits)) return "Your card number is not valid.";
  if (isExpired(card.expMonth, card.expYear, now)) return "Your card has expired.";
  const cvcLength = cardBrand(digits) === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc))
    return "Your card's security code is not valid.";
  return null;
}
