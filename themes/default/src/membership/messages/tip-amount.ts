import { MAX_TIP_AMOUNT, MIN_TIP_AMOUNT } from "@vitrine/contract";

export type TipAmount =
  | { ok: true; amount: number }
  | { ok: false; reason: "invalid" | "tooSmall" | "tooLarge" };

// Whole units, or units and one or two decimals after a point or a comma (French writes 5,50).
const AMOUNT_PATTERN = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/**
 * The tip a member typed, in minor units, checked against the limits the platform enforces
 * (`MIN_TIP_AMOUNT`, `MAX_TIP_AMOUNT`), so the form refuses what the API would.
 *
 * @example
 * parseTipAmount("5") // { ok: true, amount: 500 }
 * parseTipAmount("2,50") // { ok: true, amount: 250 }
 * parseTipAmount("0.50") // { ok: false, reason: "tooSmall" }
 * parseTipAmount("five") // { ok: false, reason: "invalid" }
 */
export function parseTipAmount(typed: string): TipAmount {
  const text = typed.trim();
  if (!AMOUNT_PATTERN.test(text)) return { ok: false, reason: "invalid" };
  const [units = "0", cents = ""] = text.split(/[.,]/);
  const amount = Number(units) * 100 + Number(cents.padEnd(2, "0"));
  if (amount < MIN_TIP_AMOUNT) return { ok: false, reason: "tooSmall" };
  if (amount > MAX_TIP_AMOUNT) return { ok: false, reason: "tooLarge" };
  return { ok: true, amount };
}
