import { createMiddleware } from "hono/factory";
import type { PageEnv } from "./page-env";

/** A `Host` header as browsers send it: a name or IPv4/IPv6 address, an optional port. */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,62}\.)*[a-z0-9-]{0,63}|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The first step of a page: its shop is named by the `Host` header, which must be one a browser
 * could send (a 400 otherwise); the platform resolves the name with the initial state.
 *
 * @example
 * // Host: demo.localhost:3000 → next, with c.var.host "demo.localhost:3000"
 * // Host: "a b" → 400 "Bad Request: invalid Host header"
 */
export const shopResolution = createMiddleware<PageEnv>(async (c, next) => {
  const host = c.req.header("Host") ?? "";
  if (!HOST_HEADER.test(host)) return c.text("Bad Request: invalid Host header", 400);
  c.set("host", host);
  await next();
});
