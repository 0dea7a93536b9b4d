import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import { httpError } from "../http/http-error";

export interface RateLimiter {
  /** Counts one attempt for `key`; `allowed` is false once the window's limit is passed. */
  hit(key: string): { allowed: boolean; retryAfterSeconds: number };
}

const SWEEP_THRESHOLD = 10_000;

/**
 * A fixed-window counter kept in memory (one process).
 * @example const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, clock: () => new Date() });
 * limiter.hit("login:127.0.0.1") // { allowed: true, retryAfterSeconds: 60 } for the first five hits
 */
export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  clock: () => Date;
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const now = options.clock().getTime();
      if (windows.size > SWEEP_THRESHOLD) {
        for (const [k, w] of windows) if (now - w.start >= options.windowMs) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || now - window.start >= options.windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      const retryAfterSeconds = Math.ceil((window.start + options.windowMs - now) / 1000);
      return { allowed: window.count <= options.limit, retryAfterSeconds };
    },
  };
}

/** The peer address of the connection; forwarded headers are not trusted. */
export function clientIp(c: Context): string {
  const env = c.env as Partial<HttpBindings> | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}

/** Middleware answering 429 RATE_LIMITED when one IP passes the limiter's limit on this route. */
export function rateLimit(limiter: RateLimiter, route: string): MiddlewareHandler {
  return async (c, next) => {
    const { allowed, retryAfterSeconds } = limiter.hit(`${route}:${clientIp(c)}`);
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSeconds));
      throw httpError(429, "Too many attempts. Please wait a moment and try again.", {
        code: "RATE_LIMITED",
      });
    }
    await next();
  };
}
