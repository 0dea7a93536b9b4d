import { MAX_TIP_AMOUNT, MIN_TIP_AMOUNT } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { parseTipAmount } from "./tip-amount";

describe("parseTipAmount", () => {
  it("reads whole units and up to two decimals, after a point or a comma, in minor units", () => {
    expect(parseTipAmount("5")).toEqual({ ok: true, amount: 500 });
    expect(parseTipAmount(" 5.5 ")).toEqual({ ok: true, amount: 550 });
    expect(parseTipAmount("2,50")).toEqual({ ok: true, amount: 250 });
  });

  it("takes the platform's limits themselves", () => {
    expect(parseTipAmount("1")).toEqual({ ok: true, amount: MIN_TIP_AMOUNT });
    expect(parseTipAmount("1000")).toEqual({ ok: true, amount: MAX_TIP_AMOUNT });
  });

  it("refuses less than the smallest tip and more than the largest", () => {
    expect(parseTipAmount("0.99")).toEqual({ ok: false, reason: "tooSmall" });
    expect(parseTipAmount("1000.01")).toEqual({ ok: false, reason: "tooLarge" });
  });

  it("refuses what is not an amount: words, signs, three decimals, nothing", () => {
    for (const typed of ["five", "-5", "5.505", "1e3", "", "5 $"]) {
      expect(parseTipAmount(typed), typed).toEqual({ ok: false, reason: "invalid" });
    }
  });
});
