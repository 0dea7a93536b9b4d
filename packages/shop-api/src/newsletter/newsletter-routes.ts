import {
  CREATOR_NEWSLETTER_SUBSCRIBERS_PATH,
  NEWSLETTER_SUBSCRIBERS_PATH,
  type NewsletterSubscriber,
} from "@vitrine/contract";
import { Hono } from "hono";
import { z } from "zod";
import { createDatabaseRateLimiter, rateLimit } from "../auth/rate-limit";
import { requireShopCreator } from "../auth/session-middleware";
import type { ShopApiDeps, ShopEnv } from "../http/env";
import { parseJson } from "../http/validate";
import { emailSchema } from "../shop-checkout/checkout-schemas";

const signupBody = z.object({ email: emailSchema });

/** The most subscribers one listing answers; the newest come first. */
export const NEWSLETTER_LIST_MOST = 1000;

/**
 * Sign-ups from the home page's newsletter section: `POST NEWSLETTER_SUBSCRIBERS_PATH` stores the
 * address once per shop and answers 202 either way, so nobody learns whether an address was
 * already there; rate-limited per client like the other public forms. The shop's creator lists
 * them at `GET CREATOR_NEWSLETTER_SUBSCRIBERS_PATH`.
 */
export function newsletterRoutes({ db, sessions, clock }: ShopApiDeps) {
  const limiter = createDatabaseRateLimiter(db, { limit: 10, windowMs: 60_000, clock });
  return new Hono<ShopEnv>()
    .post(NEWSLETTER_SUBSCRIBERS_PATH, rateLimit(limiter, "newsletter"), async (c) => {
      const { email } = await parseJson(c, signupBody);
      await db
        .insertInto("newsletter_subscribers")
        .values({ shop_id: c.var.shop.id, email, subscribed_at: clock() })
        .onConflict((oc) => oc.columns(["shop_id", "email"]).doNothing())
        .execute();
      return c.json({ data: { ok: true } }, 202);
    })
    .get(CREATOR_NEWSLETTER_SUBSCRIBERS_PATH, async (c) => {
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
}
