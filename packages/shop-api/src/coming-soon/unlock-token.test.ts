import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signUnlock, UNLOCK_TTL_SECONDS, verifyUnlock } from "./unlock-token";

const key = new Uint8Array(randomBytes(32));
const subject = { shopId: "shop_soon", passwordHash: "scrypt$hash-of-let-me-in" };
const now = new Date("2026-11-24T12:00:00Z");
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe("coming-soon unlock", () => {
  it("opens the shop it was signed for until it expires", () => {
    const unlock = signUnlock(key, subject, now);
    expect(verifyUnlock(key, unlock, subject, now)).toBe(true);
    expect(verifyUnlock(key, unlock, subject, later(UNLOCK_TTL_SECONDS - 1))).toBe(true);
    expect(verifyUnlock(key, unlock, subject, later(UNLOCK_TTL_SECONDS))).toBe(false);
  });

  it("is refused for another shop, after the password changes, or under another key", () => {
    const unlock = signUnlock(key, subject, now);
    expect(verifyUnlock(key, unlock, { ...subject, shopId: "shop_demo" }, now)).toBe(false);
    expect(verifyUnlock(key, unlock, { ...subject, passwordHash: "scrypt$new" }, now)).toBe(false);
    expect(verifyUnlock(new Uint8Array(randomBytes(32)), unlock, subject, now)).toBe(false);
  });

  it("is refused when forged or altered: the spec's `true`, a longer expiry, a changed signature", () => {
    const unlock = signUnlock(key, subject, now);
    const [expires, signature] = unlock.split(".") as [string, string];
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(signature.at(-1) ?? "A");
    // The last of 43 characters carries two unused bits: this spelling decodes to the same bytes.
    const sameBytes = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    const changed = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
    for (const forged of [
      undefined,
      "",
      "true",
      `${Number(expires) + 86_400}.${signature}`,
      `${expires}.${sameBytes}`,
      `${expires}.${changed}`,
      `${expires}.${signature}=`,
      `${expires}.`,
    ]) {
      expect(verifyUnlock(key, forged, subject, now), String(forged)).toBe(false);
    }
  });
});
