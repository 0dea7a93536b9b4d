import type { AppConfig, InitialState, ShopErrorStatus, StorefrontEndpoints } from "@vitrine/sdk";
import type { ShopDatabase } from "../db/database";
import { findShopByHost, hasTheme } from "./shop-lookup";
import { toMembershipSettings, toShop } from "./shop-mappers";

export interface InitialStateOptions {
  /** `http` unless the platform sits behind TLS. */
  protocol?: "http" | "https";
  /** API bases for a shop origin; by default every base is the shop's own origin. */
  endpoints?: (origin: string) => StorefrontEndpoints;
  app?: Partial<AppConfig>;
}

const ERROR_MESSAGES: Record<ShopErrorStatus, string> = {
  SHOP_NOT_FOUND: "This shop does not exist.",
  SHOP_BLOCKED: "This shop is not available.",
  SHOP_THEME_MISSING: "This shop's theme is missing.",
};

function sameOriginEndpoints(origin: string): StorefrontEndpoints {
  return {
    gatewayBase: origin,
    storefrontApiBase: origin,
    membershipBase: origin,
    creatorSiteBase: origin,
    assetsHost: origin,
    imageHost: origin,
  };
}

/**
 * Builds `getInitialState(host)`: the initial-state block a page of `host` (a `Host` header,
 * port included) embeds; `error` names why the shop cannot be served.
 */
export function createInitialStateReader(db: ShopDatabase, options: InitialStateOptions = {}) {
  const endpointsFor = options.endpoints ?? sameOriginEndpoints;
  const app: AppConfig = {
    showAdminBar: false,
    customizerOrigin: "http://localhost:3000",
    ...options.app,
  };

  return async function getInitialState(host: string): Promise<InitialState> {
    const origin = `${options.protocol ?? "http"}://${host.trim().toLowerCase()}`;
    const failed = (status: ShopErrorStatus): InitialState => ({
      shop: null,
      membershipSettings: null,
      twitch: null,
      app,
      endpoints: endpointsFor(origin),
      error: { status, message: ERROR_MESSAGES[status] },
    });

    const shop = await findShopByHost(db, host);
    if (!shop) return failed("SHOP_NOT_FOUND");
    if (shop.status === "BLOCKED") return failed("SHOP_BLOCKED");
    if (!(await hasTheme(db, shop))) return failed("SHOP_THEME_MISSING");

    const tiers = await db
      .selectFrom("membership_tiers")
      .selectAll()
      .where("shop_id", "=", shop.id)
      .orderBy("position")
      .execute();
    return {
      shop: toShop(shop, origin),
      membershipSettings: toMembershipSettings(shop, tiers),
      twitch: shop.twitch,
      app,
      endpoints: endpointsFor(origin),
      error: null,
    };
  };
}
