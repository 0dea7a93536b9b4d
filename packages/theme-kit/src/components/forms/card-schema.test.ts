import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { cardInput } from "./card-schema";

describe("cardInput", () => {
  it("reads a card typed with spaces and an MM/YY expiry", () => {
    expect(
      z.parse(cardInput, { cardNumber: "4242 4242 4242 4242", expiry: "04 / 29", cvc: " 123 " }),
    ).toEqual({ cardNumber: "4242424242424242", expMonth: 4, expYear: 2029, cvc: "123" });
  });

  it("takes the card numbers of 12 to 19 digits the contract's rule takes", () => {
    const typed = { expiry: "04/29", cvc: "123" };
    expect(z.safeParse(cardInput, { ...typed, cardNumber: "3782 822463 10005" }).success).toBe(
      true,
    );
    expect(z.safeParse(cardInput, { ...typed, cardNumber: "4242 4242 42" }).success).toBe(false);
  });

  it("names every wrong field", () => {
    const result = z.safeParse(cardInput, { cardNumber: "4242", expiry: "13/29", cvc: "1" });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "cardNumber",
      "expiry",
      "cvc",
    ]);
  });
});
