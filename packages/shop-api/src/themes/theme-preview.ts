import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { ThemePreviewGrant } from "@vitrine/contract";
import { deriveKey } from "../auth/derive-key";
import type { ShopSecrets } from "../auth/secrets";
import type { ShopDatabase } from "../db/database";

/** How long a preview link may wait to be opened. */
export const PREVIEW_LINK_TTL_MS = 5 * 60_000;
/** How long the browser that opened it previews: a working day. */
export const PREVIEW_COOKIE_TTL_SECONDS = 12 * 60 * 60;

/** What the preview cookie says, and what the server checks it against. */
export interface ThemePreviewClaims {
  shopId: string;
  userId: string;
  /** The creator's session that asked for the link (the CLI's login): the preview ends with it. */
  sessionId: string;
  /** The dev server's origin, e.g. `http://127.0.0.1:5174`. */
  origin: string;
  handle: string;
  /** Seconds since the epoch. */
  expires: number;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The origin of a dev server on the creator's own machine, or null: `http:` on 127.0.0.1,
 * localhost or [::1], any port, nothing after the origin. Only such an origin may be let into a
 * page's CSP, so a preview can never load a script from another machine.
 * @example loopbackOrigin("http://127.0.0.1:5174") // "http://127.0.0.1:5174"
 * @example loopbackOrigin("http://localhost:5174/") // "http://localhost:5174"
 * @example loopbackOrigin("https://evil.example") // null
 */
export function loopbackOrigin(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" || !LOOPBACK_HOSTS.has(url.hostname)) return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/") return null;
  return url.origin;
}

export const previewKeyOf = (secrets: ShopSecrets): Uint8Array =>
  deriveKey(secrets.jwtSecret, "theme-preview");

const sign = (key: Uint8Array, payload: string) =>
  createHmac("sha256", key).update(payload).digest("base64url");

/**
 * The cookie's value: the claims as base64url JSON, a dot, their HMAC-SHA256.
 * @example signPreview(key, { shopId: "shop_demo", userId: "usr_1", sessionId: "ses_…", origin: "http://127.0.0.1:5174", handle: "studio", expires: 1767225600 })
 * // "eyJzIjoic2hvcF9kZW1vIiwi….Q2x0…"
 */
export function signPreview(key: Uint8Array, claims: ThemePreviewClaims): string {
  const payload = Buffer.from(
    JSON.stringify([
      claims.shopId,
      claims.userId,
      claims.sessionId,
      claims.origin,
      claims.handle,
      claims.expires,
    ]),
  ).toString("base64url");
  return `${payload}.${sign(key, payload)}`;
}

/**
 * The claims of a cookie this server signed, unexpired and for `shopId`; else null (tampered,
 * expired, another shop's, or not a preview cookie at all).
 * @example verifyPreview(key, signPreview(key, claims), claims.shopId, now) // claims
 * @example verifyPreview(key, signPreview(key, claims), "shop_other", now) // null
 */
export function verifyPreview(
  key: Uint8Array,
  value: string | undefined,
  shopId: string,
  now: Date,
): ThemePreviewClaims | null {
  const match =
    value === undefined ? null : /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const given = Buffer.from(match[2]);
  const expected = Buffer.from(sign(key, match[1]));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(match[1], "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== 6) return null;
  const [claimShop, userId, sessionId, origin, handle, expires] = fields as unknown[];
  if (
    claimShop !== shopId ||
    typeof userId !== "string" ||
    typeof sessionId !== "string" ||
    typeof origin !== "string" ||
    loopbackOrigin(origin) !== origin ||
    typeof handle !== "string" ||
    typeof expires !== "number" ||
    expires * 1000 <= now.getTime()
  ) {
    return null;
  }
  return { shopId, userId, sessionId, origin, handle, expires };
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A one-time link on the shop's own origin that gives the browser opening it the preview cookie.
 * Only the token's hash is stored, so the table cannot be read back into working links.
 */
export async function createPreviewGrant(
  db: ShopDatabase,
  input: {
    shopId: string;
    userId: string;
    sessionId: string;
    origin: string;
    handle: string;
    baseUri: string;
    now: Date;
  },
): Promise<ThemePreviewGrant> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(input.now.getTime() + PREVIEW_LINK_TTL_MS);
  await db
    .insertInto("theme_preview_grants")
    .values({
      token_hash: tokenHash(token),
      shop_id: input.shopId,
      user_id: input.userId,
      session_id: input.sessionId,
      origin: input.origin,
      handle: input.handle,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  const url = new URL("/api/creators/themes/preview/start", input.baseUri);
  url.searchParams.set("token", token);
  return { url: url.href, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses a link's token up: the claims for the cookie, once, or null when it is unknown, used,
 * expired or of another shop. One `update … where used_at is null` takes it, so two browsers
 * racing on one link cannot both win.
 */
export async function consumePreviewGrant(
  db: ShopDatabase,
  token: string,
  shopId: string,
  now: Date,
): Promise<ThemePreviewClaims | null> {
  const row = await db
    .updateTable("theme_preview_grants")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash(token))
    .where("shop_id", "=", shopId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["user_id", "session_id", "origin", "handle"])
    .executeTakeFirst();
  if (!row) return null;
  return {
    shopId,
    userId: row.user_id,
    sessionId: row.session_id,
    origin: row.origin,
    handle: row.handle,
    expires: Math.floor(now.getTime() / 1000) + PREVIEW_COOKIE_TTL_SECONDS,
  };
}
