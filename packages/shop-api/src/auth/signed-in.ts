import type { UserType } from "@vitrine/contract";
import type { MiddlewareHandler } from "hono";
import type { ShopEnv } from "../http/shop-env";
import { requireSession, requireShopCreator } from "./session-middleware";
import type { SessionTokens } from "./session-tokens";

/**
 * Refuses a call before its input is read: 401 when signed out, 403 when `type` is given and the
 * caller is the other kind of user. A visitor learns nothing about what the call would accept.
 *
 * @example onEndpoint(router, endpoints.watchHistory.recordWatchProgress, [signedIn("MEMBER")], handler)
 */
export function signedIn(type?: UserType): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    requireSession(c, type);
    await next();
  };
}

/**
 * Refuses a call by anyone but this shop's own creator before its input is read, as
 * `requireShopCreator` says: 401 signed out, 403 a member or another shop's creator.
 */
export function shopCreator(sessions: SessionTokens): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    await requireShopCreator(c, sessions);
    await next();
  };
}
