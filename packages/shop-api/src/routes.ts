import type { Hono } from "hono";
import type { ShopApiDeps, ShopEnv } from "./http/env";
import { collectionRoutes } from "./storefront/collection-routes";

/**
 * Every shop route module, mounted at the root behind shop resolution (`/pod`, `/order`, `/api`).
 * A module is `(deps) => new Hono<ShopEnv>().get(…)…` with full paths; add yours here.
 */
export const shopRouteModules: ReadonlyArray<(deps: ShopApiDeps) => Hono<ShopEnv>> = [
  collectionRoutes,
];
