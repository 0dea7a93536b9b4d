import { createHash } from "node:crypto";
import {
  PERSONAL_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  SURROGATE_KEY_HEADER,
  surrogateKeys,
} from "@vitrine/contract";
import type { Context, MiddlewareHandler } from "hono";
import { tokenOf } from "../auth/session-middleware";
import type { ShopCache } from "../db/shop-cache";
import type { ShopEnv } from "./shop-env";

/** One stored public answer: what `publicRead` sends again without asking the database. */
export interface CachedRead {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
}

/** A node's hot cache of the catalogue's public reads. */
export type ReadCache = ShopCache<CachedRead>;

/**
 * The request headers a public answer varies on: with either, the answer may hold what that
 * member may see, so no shared cache may hand the anonymous copy to them (nor theirs to anyone).
 */
const VARY = "Authorization, X-Membership-Token";

/**
 * An answer of a shop's public reads (the catalogue, its pages, content lists): shared caches may
 * keep it briefly (`PUBLIC_CACHE_CONTROL`) when any visitor would get the same, that is for an
 * anonymous 200 of a shop that is open (a coming-soon shop lets in only some visitors). It gets
 * an `ETag` (a 304 when `If-None-Match` names it) and the surrogate keys of its shop and `scope`,
 * plus those its handler adds (`tagRecords`). Anything else is `private, no-store`.
 *
 * With `cache`, the node keeps such answers too (per shop and address, `Host` included: answers
 * hold absolute URLs), and answers from it without running the handler until a write to the shop
 * is announced (`createShopCache`). Reads whose answer changes with the clock alone (scheduled posts)
 * go without.
 *
 * @example
 * new Hono<ShopEnv>().get("/pod/products", publicRead("products", readCache), handler)
 * // anonymous: Cache-Control: public, max-age=0, s-maxage=1, …; ETag: "…";
 * //            Surrogate-Key: shop-shop_1 shop-shop_1-products
 * // with a member's token: Cache-Control: private, no-store
 */
export function publicRead(scope: string, cache?: ReadCache): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const shopId = c.var.shop.id;
    const url = new URL(c.req.url);
    const key = `${shopId} ${c.req.header("Host") ?? url.host}${url.pathname}${url.search}`;
    const cacheable = cache !== undefined && c.req.method === "GET" && anonymousOfOpenShop(c);
    const hit = cacheable ? cache.get(key) : undefined;
    if (hit) {
      c.res = new Response(hit.body, { status: hit.status, headers: hit.headers });
    } else {
      const generation = cache?.generation() ?? 0;
      await next();
      if (!(c.res.status === 200 && anonymousOfOpenShop(c))) {
        c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
        return;
      }
      const body = new Uint8Array(await c.res.clone().arrayBuffer());
      const headers = c.res.headers;
      headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
      headers.set(
        "ETag",
        `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      );
      headers.set("Vary", VARY);
      // Keys a handler appended come back joined by ", ": one list, separated by spaces.
      const records = (headers.get(SURROGATE_KEY_HEADER) ?? "").split(/[\s,]+/).filter(Boolean);
      const keys = [surrogateKeys.shop(shopId), surrogateKeys.scope(shopId, scope), ...records];
      headers.set(SURROGATE_KEY_HEADER, keys.join(" "));
      if (cacheable) {
        cache.set(key, shopId, { status: 200, headers: [...headers], body }, generation);
      }
    }
    if (matchesEtag(c.req.header("If-None-Match"), c.res.headers.get("ETag") ?? "")) {
      c.res = new Response(null, { status: 304, headers: c.res.headers });
    }
  };
}

/**
 * Adds the surrogate keys of the records an answer shows (`product-…`, `collection-…`), so a
 * write to one of them can purge every answer that holds it.
 *
 * @example
 * tagRecords(c, "product", [product.id]) // Surrogate-Key: … product-prod_9
 */
export function tagRecords(
  c: Context<ShopEnv>,
  kind: Parameters<typeof surrogateKeys.record>[0],
  ids: readonly string[],
): void {
  const added = ids.map((id) => surrogateKeys.record(kind, id));
  if (added.length > 0) c.header(SURROGATE_KEY_HEADER, added.join(" "), { append: true });
}

/** A read any visitor would be answered alike: no member's token, and a shop open to all. */
function anonymousOfOpenShop(c: Context<ShopEnv>): boolean {
  return (
    (c.req.method === "GET" || c.req.method === "HEAD") &&
    tokenOf(c) === null &&
    !c.var.shop.is_coming_soon
  );
}

/**
 * Whether an `If-None-Match` header names this entity tag (weak comparison, as RFC 9110 asks of
 * it: `W/"x"` matches `"x"`), or is `*`.
 *
 * @example
 * matchesEtag('W/"abc", "def"', '"abc"') // true
 * matchesEtag(undefined, '"abc"')        // false
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/**
 * Every shop call that does not say otherwise is personal: a cart, a member's data, a checkout,
 * and the errors on the way. Only `publicRead` answers and the media files say they may be kept.
 *
 * @example
 * app.use("/pod/*", personalByDefault()) // GET /pod/cart/… → Cache-Control: private, no-store
 */
export function personalByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) {
      c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    }
  };
}
