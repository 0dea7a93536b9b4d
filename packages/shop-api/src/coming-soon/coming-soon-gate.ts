import { AUTH_TOKEN_COOKIE } from "@vitrine/contract";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { COMING_SOON_UNLOCK_COOKIE, unlockKeyOf, verifyUnlock } from "./unlock-token";

/** Calls a visitor of a coming-soon shop may make before entering: its screen and logging in. */
const OPEN_PATHS = [/^\/pod\/coming-soon(\/enter)?$/, /^\/api\/auth\//];

export type CreatorCheck = (shopId: string, token: string) => Promise<boolean>;

/**
 * While a shop is coming soon the server, not the browser, decides who sees it: every call but
 * the coming-soon screen and login answers 403 SHOP_COMING_SOON, unless the request carries the
 * unlock the API issued for the right password, or comes from the shop's creator (a creator
 * token in the headers or the auth cookie, which the customizer's frame sends).
 */
export function comingSoonGate(
  { db, secrets, clock }: ShopApiDeps,
  isShopCreator: CreatorCheck,
): MiddlewareHandler<ShopEnv> {
  const key = unlockKeyOf(secrets);

  const fromCreator = async (c: Context<ShopEnv>) => {
    if (c.var.session?.user_type === "CREATOR") return true;
    const cookieToken = getCookie(c, AUTH_TOKEN_COOKIE);
    return cookieToken !== undefined && isShopCreator(c.var.shop.id, cookieToken);
  };

  return async (c, next) => {
    const shop = c.var.shop;
    if (!shop.is_coming_soon || OPEN_PATHS.some((open) => open.test(c.req.path))) return next();
    const settings = await db
      .selectFrom("coming_soon_settings")
      .select("password_hash")
      .where("shop_id", "=", shop.id)
      .executeTakeFirst();
    const unlock = getCookie(c, COMING_SOON_UNLOCK_COOKIE);
    const unlocked =
      settings?.password_hash != null &&
      verifyUnlock(key, unlock, { shopId: shop.id, passwordHash: settings.password_hash }, clock());
    if (unlocked || (await fromCreator(c))) return next();
    throw httpError(403, "This shop is not open yet.", { code: "SHOP_COMING_SOON" });
  };
}
