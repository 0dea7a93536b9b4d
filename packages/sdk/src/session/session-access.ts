import type { CookieJar } from "../cookies/cookie-jar";
import { clearAuthToken, readAuthToken, writeAuthToken } from "../cookies/tokens";
import { isMalformedSessionToken, readSession, type Session } from "./read-session";

/** An instance's view of its auth token, read from its cookie jar each time. */
export interface SessionAccess {
  /** The stored token, whatever its state; what API calls send. */
  token(): string | undefined;
  /** The token's session now: logged out when absent, malformed or expired. */
  current(): Session;
  /** Stores a token (cookie: 30 days, path `/`, SameSite lax). */
  setToken(token: string): void;
  clear(): void;
}

export function createSessionAccess(cookies: CookieJar): SessionAccess {
  return {
    token: () => readAuthToken(cookies),
    current: () => readSession(readAuthToken(cookies)),
    setToken: (token) => writeAuthToken(cookies, token),
    clear: () => clearAuthToken(cookies),
  };
}

/**
 * Removes the auth cookie when it is malformed (`isMalformedSessionToken`); whether it did. Such
 * a cookie reads as logged out, so the visitor is asked to log in, and it is not kept to be sent
 * on every call again. The host calls it at start-up on the browser's cookies (which expires the
 * cookie) and on a request's cookies on the server (whose memory jar records the `Set-Cookie`).
 *
 * @example
 * const jar = createMemoryCookieJar("vitrine_auth_token=garbage");
 * dropMalformedSession(jar) // true
 * jar.setCookieHeaders() // ["vitrine_auth_token=deleted; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 …"]
 * dropMalformedSession(createMemoryCookieJar("")) // false
 */
export function dropMalformedSession(cookies: CookieJar): boolean {
  if (!isMalformedSessionToken(readAuthToken(cookies))) return false;
  clearAuthToken(cookies);
  return true;
}
