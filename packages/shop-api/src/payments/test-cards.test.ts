import { TEST_CARDS } from "@vitrine/contract/demo";
import { describe, expect, it } from "vitest";
import {
  cardBrand,
  cardDigits,
  cardProblem,
  isExpired,
  passesLuhn,
  testCardBehavior,
} from "./test-cards";

const now = new Date("2026-11-22T12:00:00Z");
const card = (cardNumber: string, overrides = {}) => ({
  cardNumber,
  expMonth: 12,
  expYear: 2030,
  cvc: "123",
  ...overrides,
});

describe("test cards", () => {
  it("reads card numbers typed with spaces or dashes", () => {
    expect(cardDigits("4242 4242-4242 4242")).toBe("4242424242424242");
    expect(cardDigits("4242 abcd")).toBeNull();
  });

  it("every documented test card passes the Luhn check; a changed digit does not", () => {
    for (const card of Object.values(TEST_CARDS))
      expect(passesLuhn(cardDigits(card) ?? "")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
  });

  it("decides by number: 4242… succeeds, …0002 is declined, …3220 requires action", () => {
    const behaviorOf = (card: string) => testCardBehavior(cardDigits(card) ?? "");
    expect(behaviorOf(TEST_CARDS.succeeds)).toBe("SUCCEED");
    expect(behaviorOf(TEST_CARDS.declined)).toBe("DECLINE");
    expect(behaviorOf(TEST_CARDS.requiresAction)).toBe("REQUIRE_ACTION");
  });

  it("a card works through the end of its expiry month", () => {
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 2026, now)).toBe(true);
  });

  it("names the brand from the prefix", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
  });

  it("explains why a card cannot be used", () => {
    expect(cardProblem(card("4242 4242 4242 4242"), now)).toBeNull();
    expect(cardProblem(card("4242 4242 4242 4241"), now)).toBe("Your card number is not valid.");
    expect(cardProblem(card("4242424242424242", { expMonth: 1, expYear: 2026 }), now)).toBe(
      "Your card has expired.",
    );
    expect(cardProblem(card("4242424242424242", { cvc: "12" }), now)).toBe(
      "Your card's security code is not valid.",
    );
    expect(cardProblem(card("378282246310005", { cvc: "1234" }), now)).toBeNull();
  });
});
