import { hkdfSync } from "node:crypto";

/**
 * A key for one purpose, derived from the platform's secret with HKDF-SHA256, so that a value
 * signed for one purpose (a coming-soon unlock, a media URL) can never pass for another, and
 * none of them is signed with the session key itself.
 * @example deriveKey(secrets.jwtSecret, "coming-soon-unlock") // 32 bytes, the same every time
 */
export function deriveKey(secret: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", secret, new Uint8Array(0), `vitrine:${purpose}`, 32));
}
