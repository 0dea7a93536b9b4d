import { endpoints, type NewsletterSubscriber } from "@vitrine/contract";
import { Hono } from "hono";
import { createDatabaseRateLimiter, rateLimit } from "../auth/rate-limit";
import { requireShopCreator } from "../auth/session-middleware";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import type { ShopEnv } from "../http/shop-env";

const { subscribe, listSubscribers } = endpoints.newsletter;

/** The most subscribers one listing answers; the newest come first. */
export const NEWSLETTER_LIST_MOST = 1000;

/**
 * Sign-ups from the home page's newsletter section: `subscribe` stores the address once per shop
 * and answers 202 either way, so nobody learns whether an address was already there;
 * rate-limited per client like the other public forms. The shop's creator lists them.
 */
export function newsletterRoutes({ db, sessions, clock }: ShopApiDeps) {
  const limiter = createDatabaseRateLimiter(db, { limit: 10, windowMs: 60_000, clock });
  const router = new Hono<ShopEnv>();
  onEndpoint(router, subscribe, [rateLimit(limiter, "newsletter")], async (c, { body }) => {
    await db
      .insertInto("newsletter_subscribers")
      .values({ shop_id: c.var.shop.id, email: body.email, subscribed_at: clock() })
      .onConflict((oc) => oc.columns(["shop_id", "email"]).doNothing())
      .execute();
    return c.json({ data: { ok: true } }, 202);
  });
  onEndpoint(router, listSubscribers, [], async (c) => {
    await requireShopCreator(c, sessions);
    const rows = await db
      .selectFrom("newsletter_subscribers")
      .select(["email", "subscribed_at"])
      .where("shop_id", "=", c.var.shop.id)
      .orderBy("subscribed_at", "desc")
      .orderBy("email")
      .limit(NEWSLETTER_LIST_MOST)
      .execute();
    const data: NewsletterSubscriber[] = rows.map((row) => ({
      email: row.email,
      subscribedAt: new Date(row.subscribed_at).toISOString(),
    }));
    c.header("Cache-Control", "private, no-store");
    return c.json({ data });
  });
  return router;
}
