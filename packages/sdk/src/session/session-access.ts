import type { CookieJar } from "../cookies/cookie-jar";
import { clearAuthToken, readAuthToken, writeAuthToken } from "../cookies/tokens";
import { readSession, type Session } from "./read-session";

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
