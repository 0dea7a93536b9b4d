import {
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_STATS_DAYS,
  type AnalyticsStats,
  endpoints,
} from "@vitrine/contract";
import { Hono } from "hono";
import { sql } from "kysely";
import { createDatabaseRateLimiter, rateLimit } from "../auth/rate-limit";
import { signedIn } from "../auth/signed-in";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { zodIssues } from "../http/validate";
import { analyticsBatchSchema } from "./analytics-batch";
import { type DailyCount, dailyStats, statsWindowStart } from "./daily-stats";

const MINUTE_MS = 60_000;
/** A visitor's tab flushes every few seconds at most; this leaves room for several tabs. */
const BATCHES_PER_MINUTE = 120;

/**
 * The analytics sink and the creator's figures. Batches need no login (a shopper's browser sends
 * them, with `sendBeacon` as the page hides, as `text/plain` or JSON); the shop is the one the
 * host resolved, never a field of the body. Only the shop's creator reads the figures.
 */
export function analyticsRoutes({ db, clock }: ShopApiDeps) {
  const limiter = createDatabaseRateLimiter(db, {
    limit: BATCHES_PER_MINUTE,
    windowMs: MINUTE_MS,
    clock,
  });
  const router = new Hono<ShopEnv>().post(
    ANALYTICS_EVENTS_PATH,
    rateLimit(limiter, "analytics-events"),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        throw httpError(400, "The request body must be JSON.", { code: "VALIDATION_ERROR" });
      }
      const result = analyticsBatchSchema.safeParse(body);
      if (!result.success) {
        throw httpError(400, "The request is not valid.", {
          code: "VALIDATION_ERROR",
          issues: zodIssues(result.error),
        });
      }
      const receivedAt = clock();
      await db
        .insertInto("analytics_events")
        .values(
          result.data.events.map((event) => ({
            shop_id: c.var.shop.id,
            name: event.name,
            payload: JSON.stringify(event.payload),
            path: event.path,
            visitor_id: event.visitorId,
            session_id: event.sessionId,
            occurred_at: event.timestamp,
            received_at: receivedAt,
          })),
        )
        .execute();
      return c.body(null, 204);
    },
  );
  onEndpoint(router, endpoints.analytics.stats, [signedIn("CREATOR")], async (c) => {
    const start = statsWindowStart(clock(), ANALYTICS_STATS_DAYS);
    const day = sql<string>`to_char(received_at at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db
      .selectFrom("analytics_events")
      .select([day.as("day"), "name", (eb) => eb.fn.countAll<string>().as("count")])
      .where("shop_id", "=", c.var.shop.id)
      .where("received_at", ">=", start)
      .where("name", "in", ["page_view", "add_to_cart", "purchase"])
      .groupBy([day, "name"])
      .execute();
    // `count(*)` is a bigint, which both drivers hand back as text.
    const counts: DailyCount[] = rows.map((row) => ({ ...row, count: Number(row.count) }));
    const stats: AnalyticsStats = { days: dailyStats(counts, start, ANALYTICS_STATS_DAYS) };
    return c.json({ data: stats });
  });
  return router;
}
