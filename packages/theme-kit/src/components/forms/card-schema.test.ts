import { describe, expect, it } from "vitest";
import { isEmail, parseCard } from "./validation";

describe("isEmail", () => {
  it("takes an address with a dotted domain, not one without", () => {
    expect(isEmail(" member@demo.test ")).toBe(true);
    expect(isEmail("member@demo")).toBe(false);
    expect(isEmail("mem ber@demo.test")).toBe(false);
  });
});

describe("parseCard", () => {
  it("reads a card typed with spaces and an MM/YY expiry", () => {
    expect(parseCard({ number: "4242 4242 4242 4242", expiry: "04 / 29", cvc: " 123 " })).toEqual({
      card: { cardNumber: "4242424242424242", expMonth: 4, expYear: 2029, cvc: "123" },
    });
  });

  it("names every wrong field", () => {
    expect(parseCard({ number: "4242", expiry: "13/29", cvc: "1" })).toEqual({
      errors: { number: "invalid", expiry: "invalid", cvc: "invalid" },
    });
  });
});
