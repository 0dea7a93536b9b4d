import type { UserType } from "@vitrine/contract";
import type { Context, MiddlewareHandler } from "hono";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import type { Session, SessionTokens } from "./session-tokens";

/** The session token of a request: `Authorization: Bearer`, else `X-Membership-Token`. */
export function tokenOf(c: Context): string | null {
  const authorization = c.req.header("Authorization");
  if (authorization?.startsWith("Bearer ")) return authorization.slice("Bearer ".length).trim();
  return c.req.header("X-Membership-Token")?.trim() || null;
}

/**
 * Sets `session` from the request's token. A missing, invalid or expired token, one whose session
 * has ended, or one issued by another shop, leaves it null: public calls go on, `requireSession` answers 401.
 */
export function sessionMiddleware(sessions: SessionTokens): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const token = tokenOf(c);
    const claims = token ? await sessions.verify(token) : null;
    c.set("session", claims && claims.shop_id === c.var.shop.id ? claims : null);
    await next();
  };
}

/**
 * The caller's claims, or a 401 when signed out; a 403 when `type` is given and the caller is
 * the other kind of user.
 * @example const { sub: memberId } = requireSession(c, "MEMBER");
 */
export function requireSession(c: Context<ShopEnv>, type?: UserType): Session {
  const session = c.var.session;
  if (!session) throw httpError(401, "Please log in to continue.", { code: "UNAUTHORIZED" });
  if (type && session.user_type !== type) {
    throw httpError(403, "You are not allowed to do this.", { code: "FORBIDDEN" });
  }
  return session;
}

/**
 * The claims of this shop's own creator: no token 401, a member 403, and a creator of another
 * shop 403 (their token is valid, just not here, so it is not a 401 that would ask them to log in).
 * @example const { sub } = await requireShopCreator(c, sessions);
 */
export async function requireShopCreator(
  c: Context<ShopEnv>,
  sessions: SessionTokens,
): Promise<Session> {
  if (c.var.session === null) {
    const token = tokenOf(c);
    if (token !== null && (await sessions.verify(token)) !== null) {
      throw httpError(403, "You are not allowed to do this.", { code: "FORBIDDEN" });
    }
  }
  return requireSession(c, "CREATOR");
}
