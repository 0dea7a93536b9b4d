import { createMiddleware } from "hono/factory";
import { pageCacheHeaders } from "../page-cache-control";
import { currentCopy, pageEtag, pageVersion } from "../page-etag";
import type { PageEnv } from "./page-env";

export interface ConditionalGetOptions {
  /** The shop's content version (`ShopBackend.contentVersion`). */
  contentVersion(shopId: string): string;
  /** Milliseconds since the epoch. */
  now(): number;
}

/**
 * A page any anonymous visitor would be given alike has a version known before it renders
 * (`pageVersion`): a revalidation of the copy a browser or nginx holds is a 304 that costs no
 * render, sent without a policy, since the browser keeps the one that came with its copy. On the
 * way back, a rendered page gets its cache headers (`pageCacheHeaders`) and its weak tag, which
 * names its render's nonce (`pageEtag`); a redirect or a refusal keeps its own.
 *
 * @example
 * // If-None-Match: W/"Yk1….n0Nc3==" while nothing was written → 304 with that ETag
 */
export function conditionalGet({ contentVersion, now }: ConditionalGetOptions) {
  return createMiddleware<PageEnv>(async (c, next) => {
    const { state, personal, shared, comingSoon, host, url, cookieHeader } = c.var.visit;
    const shopId = state.shop?.id ?? null;
    const version =
      shopId !== null && c.var.status === 200 && !personal && !comingSoon
        ? pageVersion({
            contentVersion: contentVersion(shopId),
            address: `${host}${url.pathname}${url.search}`,
            cookie: cookieHeader,
            now: now(),
          })
        : undefined;
    const cacheHeaders = (status: number, etag?: string) =>
      pageCacheHeaders({ status, comingSoon, personal, shared, shopId, etag });
    const copy = version ? currentCopy(c.req.header("If-None-Match"), version) : null;
    if (copy !== null) return c.body(null, 304, cacheHeaders(200, copy));
    await next();
    const rendered = c.var.rendered;
    if (rendered === undefined) return;
    const etag = version ? pageEtag(version, rendered.nonce) : undefined;
    for (const [name, value] of Object.entries(cacheHeaders(rendered.status, etag))) {
      c.res.headers.set(name, value);
    }
  });
}
