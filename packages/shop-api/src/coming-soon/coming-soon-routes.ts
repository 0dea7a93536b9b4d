import type { ComingSoon } from "@vitrine/sdk";
import { Hono } from "hono";
import { z } from "zod";
import { verifyPassword } from "../auth/password";
import { createRateLimiter, rateLimit } from "../auth/rate-limit";
import type { ShopApiDeps, ShopEnv } from "../http/env";
import { httpError } from "../http/http-error";
import { parseJson } from "../http/validate";

const enterBody = z.object({ password: z.string().min(1).max(200) });

/**
 * The coming-soon screen's data at `GET /pod/coming-soon`, and `POST /pod/coming-soon/enter`:
 * the early-access password (stored as an scrypt hash). On `{ ok: true }` the host sets the
 * `protected enter` cookie to `true`; the API sets no cookie, so the host decides its attributes.
 */
export function comingSoonRoutes({ db, clock }: ShopApiDeps) {
  const limiter = createRateLimiter({ limit: 10, windowMs: 60_000, clock });
  const settingsOf = (shopId: string) =>
    db
      .selectFrom("coming_soon_settings")
      .selectAll()
      .where("shop_id", "=", shopId)
      .executeTakeFirst();

  return new Hono<ShopEnv>()
    .get("/pod/coming-soon", async (c) => {
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
    })
    .post("/pod/coming-soon/enter", rateLimit(limiter, "coming-soon"), async (c) => {
      const { password } = await parseJson(c, enterBody);
      const settings = await settingsOf(c.var.shop.id);
      const ok = settings?.password_hash
        ? await verifyPassword(password, settings.password_hash)
        : false;
      if (!ok) throw httpError(401, "That password is not right.", { code: "INVALID_PASSWORD" });
      return c.json({ data: { ok: true } });
    });
}
