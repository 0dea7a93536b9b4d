import type { SessionClaims, UserType } from "@vitrine/contract";
import { errors, jwtVerify, SignJWT } from "jose";
import type { SessionStore } from "./session-store";

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

const ALGORITHM = "HS256";
const ISSUER = "vitrine-shop-api";

/** A verified token's claims and the session it names. */
export interface Session extends SessionClaims {
  /** The session id (`jti`): what logout and password changes end. */
  sid: string;
}

export interface SessionTokens {
  /** Opens a session for the user and answers its signed token, valid `ttlSeconds` from now. */
  sign(claims: Omit<SessionClaims, "exp">, ttlSeconds?: number): Promise<string>;
  /**
   * The token's claims, or `null` when it is malformed, forged, expired, or its session has
   * ended (logout, password reset or change).
   */
  verify(token: string): Promise<Session | null>;
  /** Ends one session: every spelling of its token stops working. */
  end(sessionId: string): Promise<void>;
  /** Ends every session of the user but `except`. */
  endAllOf(userId: string, except?: string): Promise<void>;
}

const USER_TYPES: readonly UserType[] = ["MEMBER", "CREATOR"];

/**
 * HS256 session tokens carrying `SessionClaims` and a session id (`jti`), checked against the
 * session store on every verification; expiry is checked against `clock`.
 */
export function createSessionTokens(
  secret: Uint8Array,
  clock: () => Date,
  store: SessionStore,
): SessionTokens {
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  return {
    async sign(claims, ttlSeconds = SESSION_TTL_SECONDS) {
      const now = nowSeconds();
      const sid = await store.open({
        userId: claims.sub,
        shopId: claims.shop_id,
        expiresAt: new Date((now + ttlSeconds) * 1000),
      });
      return new SignJWT({ user_type: claims.user_type, shop_id: claims.shop_id })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(claims.sub)
        .setJti(sid)
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: clock(),
          requiredClaims: ["sub", "exp", "jti"],
        }));
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
      const { sub, exp, jti, user_type, shop_id } = payload;
      if (
        typeof sub !== "string" ||
        typeof exp !== "number" ||
        typeof jti !== "string" ||
        typeof shop_id !== "string" ||
        !USER_TYPES.includes(user_type as UserType)
      ) {
        return null;
      }
      if (!(await store.isLive(jti, sub, shop_id))) return null;
      return { sub, exp, shop_id, user_type: user_type as UserType, sid: jti };
    },
    end: (sessionId) => store.end(sessionId),
    endAllOf: (userId, except) => store.endAllOf(userId, except),
  };
}
