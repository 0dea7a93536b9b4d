import type { InitialState } from "@vitrine/contract";
import { createMemoryCookieJar, createStorefront, type Storefront } from "@vitrine/sdk";
import { membershipSettingsFixture, shopFixture } from "@vitrine/sdk/testing";

export { shopFixture };

export const endpointsFixture: InitialState["endpoints"] = {
  gatewayBase: "http://demo.localhost:3000",
  storefrontApiBase: "http://demo.localhost:3000",
  membershipBase: "http://demo.localhost:3000",
  creatorSiteBase: "http://demo.localhost:3000",
  assetsHost: "http://demo.localhost:3000",
  imageHost: "http://demo.localhost:3000",
};

export function initialStateFixture(overrides: Partial<InitialState> = {}): InitialState {
  return {
    shop: shopFixture(),
    membershipSettings: membershipSettingsFixture(),
    twitch: null,
    app: { showAdminBar: false, customizerOrigin: "http://admin.localhost:3000" },
    endpoints: endpointsFixture,
    error: null,
    ...overrides,
  };
}

/** A storefront on the fixture shop whose calls never leave the test (fetch refuses them). */
export function storefrontFixture(
  state: InitialState = initialStateFixture(),
  options: { customizing?: boolean; cookies?: Record<string, string> } = {},
): Storefront {
  const cookieHeader = Object.entries(options.cookies ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  const cookies = createMemoryCookieJar(cookieHeader);
  return createStorefront({
    shopId: state.shop?.id ?? "shop_demo",
    endpoints: state.endpoints,
    initialState: state,
    customizing: options.customizing ?? false,
    cookies,
    fetch: () => Promise.reject(new Error("no network in tests")),
    navigate: () => {},
  });
}
