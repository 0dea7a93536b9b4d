import type { UserType } from "@vitrine/contract";
import type { MiddlewareHandler } from "hono";
import type { ShopEnv } from "../http/shop-env";
import { requireSession } from "./session-middleware";

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
