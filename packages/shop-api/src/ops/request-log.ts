import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "./logger";

/** A request id worth keeping: nginx's `$request_id`, a UUID, a client's trace id. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id a request is logged and answered under: the caller's `X-Request-Id` when it is a sane
 * token, so one id follows a request from nginx to the node; else a new one, so no caller writes
 * markup, quotes or kilobytes into the log.
 * @example requestIdOf("f3a9c2-01") // "f3a9c2-01"
 * requestIdOf("<script>") // a new UUID
 * requestIdOf(undefined) // a new UUID
 */
export function requestIdOf(header: string | undefined, newId: () => string = randomUUID): string {
  return header !== undefined && SANE_REQUEST_ID.test(header) ? header : newId();
}

/**
 * A path as the log may keep it: a segment that looks like an id (4 digits or more, or a run of
 * 16 letters, digits or underscores) is `:id`. Checkout ids and order codes are capabilities:
 * whoever reads them in a log could open that shopper's checkout or order.
 * @example loggedPath("/order/v3/checkouts/chk_Q3k9d7X1aZpLmN0b/payment") // "/order/v3/checkouts/:id/payment"
 * loggedPath("/orders/7KQ2-M9XA-3TVB") // "/orders/:id"
 * loggedPath("/products/sticker-pack-vol-1") // "/products/sticker-pack-vol-1"
 */
export function loggedPath(path: string): string {
  return path
    .split("/")
    .map((segment) => (/(\d.*){4}|\w{16}/.test(segment) ? ":id" : segment))
    .join("/");
}

/**
 * Middleware logging one line per request once its response is ready: method, path, status,
 * duration and request id, echoed back as `X-Request-Id`. Only those, and the path without its
 * ids (`loggedPath`): the query string carries tokens (reset links, signed media), and headers
 * and bodies carry cookies, credentials and personal data. A streamed body is timed to its first byte, not its last.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header("X-Request-Id"));
    const started = performance.now();
    try {
      await next();
    } finally {
      setHeader(c, "X-Request-Id", requestId);
      const status = c.res.status;
      logger[status >= 500 ? "error" : "info"](
        {
          requestId,
          method: c.req.method,
          path: loggedPath(c.req.path),
          status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        "request",
      );
    }
  };
}

/** Sets a header on the response, copying it first when its headers are immutable (a `fetch`'s). */
function setHeader(c: Parameters<MiddlewareHandler>[0], name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}
