import type { SessionClaims, UserType } from "@vitrine/contract";
import { jwtDecode } from "jwt-decode";

/** Who the auth token says the visitor is. */
export type Session =
  | { loggedIn: false }
  | { loggedIn: true; userType: UserType; claims: SessionClaims; token: string };

const LOGGED_OUT: Session = Object.freeze({ loggedIn: false });

/**
 * Reads the session token's claims without verifying its signature (the server does that on every
 * call); this only decides what the UI shows. A missing, malformed or expired token, or one
 * without a known `user_type`, reads as logged out and never throws.
 *
 * @example
 * readSession(jwtWith({ sub: "m1", user_type: "MEMBER", shop_id: "s1", exp: 2e9 }))
 * // → { loggedIn: true, userType: "MEMBER", claims: {…}, token: "eyJ…" }
 * readSession("not-a-jwt") // → { loggedIn: false }
 */
export function readSession(
  token: string | undefined,
  nowSeconds: number = Date.now() / 1000,
): Session {
  if (!token) return LOGGED_OUT;
  let claims: Partial<SessionClaims>;
  try {
    claims = jwtDecode<Partial<SessionClaims>>(token);
  } catch {
    return LOGGED_OUT;
  }
  if (typeof claims !== "object" || claims === null) return LOGGED_OUT;
  const userType = toUserType(claims.user_type);
  if (userType === undefined) return LOGGED_OUT;
  if (typeof claims.exp !== "number" || claims.exp <= nowSeconds) return LOGGED_OUT;
  return {
    loggedIn: true,
    userType,
    claims: { ...claims, user_type: userType } as SessionClaims,
    token,
  };
}

/**
 * Whether a stored token can never be anyone's session, at any time: not a JWT, no known
 * `user_type`, or no expiry. Such a cookie is removed rather than sent on every call; an expired
 * token is not malformed (the browser's clock may be wrong, and the server judges it anyway).
 *
 * @example
 * isMalformedSessionToken("garbage") // true
 * isMalformedSessionToken(jwtWith({ sub: "m1", user_type: "MEMBER", shop_id: "s1", exp: 1 })) // false: only expired
 * isMalformedSessionToken(undefined) // false: no token at all
 */
export function isMalformedSessionToken(token: string | undefined): boolean {
  return Boolean(token) && !readSession(token, Number.NEGATIVE_INFINITY).loggedIn;
}

// The spec writes the claim as "CREATOR or member"; both spellings of a role mean the same user.
function toUserType(claim: unknown): UserType | undefined {
  if (typeof claim !== "string") return undefined;
  const upper = claim.toUpperCase();
  return upper === "CREATOR" || upper === "MEMBER" ? upper : undefined;
}
