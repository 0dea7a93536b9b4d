import { createHmac, timingSafeEqual } from "node:crypto";
import { deriveKey } from "../auth/derive-key";
import type { ShopSecrets } from "../auth/secrets";

/**
 * The cookie the API sets after the right early-access password. HttpOnly: the SDK reads the
 * spec's `protected enter` cookie to choose pages, but only this value, which no script can
 * write or read, opens the shop's data.
 */
export const COMING_SOON_UNLOCK_COOKIE = "vitrine_shop_unlock";

/** Early access lasts as long as a login does. */
export const UNLOCK_TTL_SECONDS = 30 * 24 * 60 * 60;

/** The key unlocks are signed with, derived from the platform's secret for this use alone. */
export const unlockKeyOf = (secrets: ShopSecrets): Uint8Array =>
  deriveKey(secrets.jwtSecret, "coming-soon-unlock");

const UNLOCK_VALUE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

interface UnlockSubject {
  shopId: string;
  /** The stored hash of the shop's password: changing the password ends every unlock. */
  passwordHash: string;
}

const signature = (key: Uint8Array, subject: UnlockSubject, expires: number) =>
  createHmac("sha256", key)
    .update(`${subject.shopId}\n${expires}\n${subject.passwordHash}`)
    .digest("base64url");

/**
 * The unlock cookie's value for one shop, `{expiry seconds}.{HMAC}`.
 * @example signUnlock(key, { shopId: "shop_soon", passwordHash }, new Date(0)) // "2592000.Xk3…"
 */
export function signUnlock(key: Uint8Array, subject: UnlockSubject, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + UNLOCK_TTL_SECONDS;
  return `${expires}.${signature(key, subject, expires)}`;
}

/**
 * Whether `value` is an unexpired unlock this platform signed for this shop and password.
 * @example verifyUnlock(key, signUnlock(key, subject, now), subject, now) // true
 * @example verifyUnlock(key, "true", subject, now) // false
 */
export function verifyUnlock(
  key: Uint8Array,
  value: string | undefined,
  subject: UnlockSubject,
  now: Date,
): boolean {
  const match = value === undefined ? null : UNLOCK_VALUE.exec(value);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  // Compared as text: decoding first would accept the other spellings base64 has for the same
  // bytes (a last character differing in its unused low bits).
  const given = Buffer.from(match[2] ?? "");
  const expected = Buffer.from(signature(key, subject, expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
