import type { Hono } from "hono";
import { cartRoutes } from "./cart/cart-routes";
import type { ShopApiDeps, ShopEnv } from "./http/env";
import { collectionRoutes } from "./storefront/collection-routes";
import { productRoutes } from "./storefront/product-routes";
import { socialRoutes } from "./storefront/social-routes";

/**
 * Every shop route module, mounted at the root behind shop resolution (`/pod`, `/order`, `/api`).
 * A module is `(deps) => new Hono<ShopEnv>().get(…)…` with full paths; add yours here.
 */
export const shopRouteModules: ReadonlyArray<(deps: ShopApiDeps) => Hono<ShopEnv>> = [
  collectionRoutes,
  productRoutes,
  socialRoutes,
  cartRoutes,
];
