import { endpoints } from "@vitrine/contract";
import { Hono } from "hono";
import { shopCreator } from "../auth/signed-in";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import type { ShopEnv } from "../http/shop-env";
import { shopOrigin } from "../http/shop-origin";

const { discover, allowedOrigins, setAllowedOrigins } = endpoints.storefrontDiscovery;

/**
 * `GET /api/storefront-config`: what an app needs to talk to this shop (its id, name, currency,
 * locale and API bases), read by `createStorefront({ shop })`. Public and the same for every
 * visitor. `GET|PUT /api/creators/allowed-origins`: the browser origins the shop's creator lets
 * call the API (`allowedOriginCors`); a change reaches every node's shop cache.
 */
export function storefrontDiscoveryRoutes({ db, sessions, endpointsFor, changeFeed }: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  const creator = [shopCreator(sessions)];
  onEndpoint(router, discover, [], async (c) => {
    const { id, name, currency, locale } = c.var.shop;
    c.header("Cache-Control", "public, max-age=60");
    return c.json({
      data: { shop: { id, name, currency, locale }, endpoints: endpointsFor(shopOrigin(c)) },
    });
  });
  onEndpoint(router, allowedOrigins, creator, async (c) =>
    c.json({ data: { origins: c.var.shop.allowed_origins } }),
  );
  onEndpoint(router, setAllowedOrigins, creator, async (c, { body }) => {
    const origins = [...new Set(body.origins)];
    await db
      .updateTable("shops")
      .set({ allowed_origins: JSON.stringify(origins) })
      .where("id", "=", c.var.shop.id)
      .execute();
    await changeFeed.publish({ shopId: c.var.shop.id, scope: "settings" });
    return c.json({ data: { origins } });
  });
  return router;
}
