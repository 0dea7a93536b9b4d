import { membershipSettingsFixture, shopFixture } from "@vitrine/contract/testing";
import type { FetchLike, StorefrontConfig } from "../config";
import { createMemoryCookieJar } from "../cookies/memory-cookie-jar";
import { createStorefront, type Storefront } from "../create-storefront";

/**
 * A storefront on the demo fixtures whose every request is answered by `fetch`; `overrides`
 * replace any part of its config (its navigation, the owner's modes…).
 */
export function testStorefront(
  fetch: FetchLike = () => Promise.reject(new Error("offline")),
  overrides: Partial<StorefrontConfig> = {},
): Storefront {
  const origin = "https://shop.test";
  return createStorefront({
    shopId: "shop-demo",
    endpoints: {
      gatewayBase: origin,
      storefrontApiBase: origin,
      membershipBase: origin,
      creatorSiteBase: origin,
      assetsHost: origin,
      imageHost: origin,
    },
    cookies: createMemoryCookieJar(),
    fetch,
    navigate: () => {},
    visibility: { isVisible: () => false, onChange: () => () => {} },
    initialState: {
      shop: shopFixture(),
      membershipSettings: membershipSettingsFixture(),
      app: { showAdminBar: false, customizerOrigin: origin },
      twitch: { isLive: true, giftable: true, channelName: "democreator" },
    },
    ...overrides,
  });
}
