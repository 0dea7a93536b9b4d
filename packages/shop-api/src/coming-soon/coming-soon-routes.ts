import { type ComingSoon, endpoints, enterComingSoon } from "@vitrine/contract";
import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { verifyPassword } from "../auth/password";
import { createDatabaseRateLimiter, rateLimit } from "../auth/rate-limit";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import { servedOverHttps } from "../http/request-scheme";
import type { ShopEnv } from "../http/shop-env";
import {
  COMING_SOON_UNLOCK_COOKIE,
  signUnlock,
  UNLOCK_TTL_SECONDS,
  unlockKeyOf,
} from "./unlock-token";

/**
 * The coming-soon screen's data at `GET /pod/coming-soon`, whether the visitor may see the shop at
 * `GET /pod/coming-soon/access`, and `POST /pod/coming-soon/enter`:
 * the early-access password (stored as an scrypt hash). The right one answers `{ ok: true }`, on
 * which the SDK sets the spec's `protected enter` cookie to choose pages, and sets the HttpOnly
 * unlock cookie that the server checks before it serves the shop's data (`comingSoonGate`).
 */
export function comingSoonRoutes({ db, secrets, clock }: ShopApiDeps) {
  const unlockKey = unlockKeyOf(secrets);
  const limiter = createDatabaseRateLimiter(db, { limit: 10, windowMs: 60_000, clock });
  const settingsOf = (shopId: string) =>
    db
      .selectFrom("coming_soon_settings")
      .selectAll()
      .where("shop_id", "=", shopId)
      .executeTakeFirst();

  const router = new Hono<ShopEnv>();
  onEndpoint(router, endpoints.pages.comingSoon, [], async (c) => {
    const shop = c.var.shop;
    const settings = await settingsOf(shop.id);
    const data: ComingSoon = {
      shopName: shop.name,
      headline: settings?.headline ?? "Opening soon",
      message: settings?.message ?? "",
      launchAt: settings?.launch_at?.toISOString() ?? null,
      passwordEnabled: Boolean(settings?.password_hash),
    };
    return c.json({ data });
  });
  // Behind the coming-soon gate like the shop's data: 200 once the visitor may see the shop,
  // 403 SHOP_COMING_SOON before. The host server asks it before it serves a page.
  router.get("/pod/coming-soon/access", (c) => c.json({ data: { open: true } }));
  onEndpoint(router, enterComingSoon, [rateLimit(limiter, "coming-soon")], async (c, { body }) => {
    const { password } = body;
    const settings = await settingsOf(c.var.shop.id);
    const ok = settings?.password_hash
      ? await verifyPassword(password, settings.password_hash)
      : false;
    if (!ok || !settings?.password_hash) {
      throw httpError(401, "That password is not right.", { code: "INVALID_PASSWORD" });
    }
    const shopId = c.var.shop.id;
    setCookie(
      c,
      COMING_SOON_UNLOCK_COOKIE,
      signUnlock(unlockKey, { shopId, passwordHash: settings.password_hash }, clock()),
      {
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        secure: servedOverHttps(c),
        maxAge: UNLOCK_TTL_SECONDS,
      },
    );
    return c.json({ data: { ok: true } });
  });
  return router;
}
