import { AUTH_TOKEN_COOKIE, CART_TOKEN_COOKIE } from "@vitrine/contract";
import type { CookieAttributes, CookieJar } from "./cookie-jar";

const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;

/** Spec §9: the auth token lives 30 days on the whole site, sent on top-level navigations. */
export const AUTH_TOKEN_COOKIE_ATTRIBUTES: CookieAttributes = Object.freeze({
  maxAge: THIRTY_DAYS_IN_SECONDS,
  path: "/",
  sameSite: "lax",
});

/** Spec §9: the cart token has no expiry, so it lasts as long as the browser session. */
export const CART_TOKEN_COOKIE_ATTRIBUTES: CookieAttributes = Object.freeze({ path: "/" });

export function readAuthToken(jar: CookieJar): string | undefined {
  return jar.get(AUTH_TOKEN_COOKIE) || undefined;
}

export function writeAuthToken(jar: CookieJar, token: string): void {
  jar.set(AUTH_TOKEN_COOKIE, token, AUTH_TOKEN_COOKIE_ATTRIBUTES);
}

export function clearAuthToken(jar: CookieJar): void {
  jar.remove(AUTH_TOKEN_COOKIE, { path: "/" });
}

export function readCartToken(jar: CookieJar): string | undefined {
  return jar.get(CART_TOKEN_COOKIE) || undefined;
}

export function writeCartToken(jar: CookieJar, token: string): void {
  jar.set(CART_TOKEN_COOKIE, token, CART_TOKEN_COOKIE_ATTRIBUTES);
}

export function clearCartToken(jar: CookieJar): void {
  jar.remove(CART_TOKEN_COOKIE, { path: "/" });
}
