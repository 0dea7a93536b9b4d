import type { Context, MiddlewareHandler } from "hono";
import { sql } from "kysely";
import type { ShopDatabase } from "../db/database";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";

export interface RateLimiter {
  /** Counts one attempt for `key`; `allowed` is false once the window's limit is passed. */
  hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/**
 * A fixed-window counter in the database, so every node of the platform counts the same attempts
 * (nginx spreads one IP over them). One statement counts the hit, or restarts an ended window at
 * 1: two nodes counting one key at once both see their hit. Ended windows of every limiter are
 * deleted at most once a window by each limiter, so the table holds only recent keys.
 *
 * @example
 * const limiter = createDatabaseRateLimiter(db, { limit: 5, windowMs: 60_000, clock: () => new Date() });
 * await limiter.hit("login:127.0.0.1") // { allowed: true, retryAfterSeconds: 60 } for the first five hits
 */
export function createDatabaseRateLimiter(
  db: ShopDatabase,
  options: { limit: number; windowMs: number; clock: () => Date },
): RateLimiter {
  let lastSweep = Number.NEGATIVE_INFINITY;
  return {
    async hit(key) {
      const now = options.clock();
      const ended = sql<boolean>`${sql.ref("rate_limit_windows.window_ends")} <= ${now}`;
      const window = await db
        .insertInto("rate_limit_windows")
        .values({ key, window_ends: new Date(now.getTime() + options.windowMs), hits: 1 })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            hits: sql`case when ${ended} then 1 else ${sql.ref("rate_limit_windows.hits")} + 1 end`,
            window_ends: sql`case when ${ended} then ${sql.ref("excluded.window_ends")} else ${sql.ref("rate_limit_windows.window_ends")} end`,
          }),
        )
        .returning(["hits", "window_ends"])
        .executeTakeFirstOrThrow();
      if (now.getTime() - lastSweep >= options.windowMs) {
        lastSweep = now.getTime();
        await db.deleteFrom("rate_limit_windows").where("window_ends", "<=", now).execute();
      }
      const retryAfterSeconds = Math.ceil(
        (new Date(window.window_ends).getTime() - now.getTime()) / 1000,
      );
      return { allowed: window.hits <= options.limit, retryAfterSeconds };
    },
  };
}

/**
 * Counts one attempt for `key`; past the limit, answers 429 RATE_LIMITED with `Retry-After` and
 * the message `say` makes of the wait (by default one that fits any form).
 *
 * @example
 * await refuseWhenLimited(c, uploads, `theme-upload:${userId}`, (seconds) => `Try again in ${seconds} s.`)
 * // returns within the limit; past it throws 429 "Try again in 420 s." with Retry-After: 420
 */
export async function refuseWhenLimited(
  c: Context<ShopEnv>,
  limiter: RateLimiter,
  key: string,
  say: (retryAfterSeconds: number) => string = () =>
    "Too many attempts. Please wait a moment and try again.",
): Promise<void> {
  const { allowed, retryAfterSeconds } = await limiter.hit(key);
  if (allowed) return;
  c.header("Retry-After", String(retryAfterSeconds));
  throw httpError(429, say(retryAfterSeconds), { code: "RATE_LIMITED" });
}

/** Middleware answering 429 RATE_LIMITED when one client address (`clientAddress`) passes the limiter's limit on this route. */
export function rateLimit(limiter: RateLimiter, route: string): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    await refuseWhenLimited(c, limiter, `${route}:${c.var.clientAddress}`);
    await next();
  };
}
