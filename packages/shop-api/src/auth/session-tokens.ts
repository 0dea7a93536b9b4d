import type { SessionClaims, UserType } from "@vitrine/sdk";
import { errors, jwtVerify, SignJWT } from "jose";

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

const ALGORITHM = "HS256";
const ISSUER = "vitrine-shop-api";

export interface SessionTokens {
  /** A signed token for the user, valid `ttlSeconds` from the clock's now. */
  sign(claims: Omit<SessionClaims, "exp">, ttlSeconds?: number): Promise<string>;
  /** The token's claims, or `null` when it is malformed, forged or expired. */
  verify(token: string): Promise<SessionClaims | null>;
}

const USER_TYPES: readonly UserType[] = ["MEMBER", "CREATOR"];

/** HS256 session tokens carrying `SessionClaims`; expiry is checked against `clock`. */
export function createSessionTokens(secret: Uint8Array, clock: () => Date): SessionTokens {
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  return {
    async sign(claims, ttlSeconds = SESSION_TTL_SECONDS) {
      const now = nowSeconds();
      return new SignJWT({ user_type: claims.user_type, shop_id: claims.shop_id })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: clock(),
          requiredClaims: ["sub", "exp"],
        });
        const { sub, exp, user_type, shop_id } = payload;
        if (typeof sub !== "string" || typeof exp !== "number" || typeof shop_id !== "string") {
          return null;
        }
        if (!USER_TYPES.includes(user_type as UserType)) return null;
        return { sub, exp, shop_id, user_type: user_type as UserType };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
