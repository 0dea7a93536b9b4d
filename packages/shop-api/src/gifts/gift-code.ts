import { createHash } from "node:crypto";

/**
 * The stored form of a redemption code: upper-cased, spaces and dashes dropped, SHA-256. Codes
 * are secrets (a code is a free product), so only their hash is kept.
 * @example giftCodeHash("mm-gift-2026") === giftCodeHash("MMGIFT2026") // true
 */
export function giftCodeHash(code: string): string {
  const normalized = code.toUpperCase().replace(/[\s-]/g, "");
  return createHash("sha256").update(normalized).digest("hex");
}
