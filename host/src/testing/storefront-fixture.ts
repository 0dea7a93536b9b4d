import {
  createMemoryCookieJar,
  createStorefront,
  type InitialState,
  type MembershipSettings,
  type Shop,
  type Storefront,
  type ThemeSettings,
} from "@vitrine/sdk";

export const themeSettingsFixture: ThemeSettings = {
  body_font: "Inter",
  body_text_transform: "none",
  heading_font: "Inter",
  heading_text_transform: "none",
  page_width: 1200,
  spacing_sections: 48,
  spacing_grid_horizontal: 24,
  spacing_grid_vertical: 24,
  logo_width: 120,
  button_border_radius: 4,
  input_border_radius: 4,
  image_border_radius: 8,
  change_product_image_background: false,
  product_image_background: "#ffffff",
  loading_indicator_color: "#ff0066",
  random_colors: [],
  color_schemes: [{ id: "scheme-1", text_color: "#111111", background_color: "#ffffff" }],
};

export function shopFixture(overrides: Partial<Shop> = {}): Shop {
  return {
    id: "shop_demo",
    name: "Demo Merch",
    description: "The demo shop",
    currency: "USD",
    isComingSoon: false,
    baseUri: "http://demo.localhost:3000",
    locale: "en",
    logoUrl: null,
    theme: { handle: "default", settings: themeSettingsFixture },
    ...overrides,
  };
}

export const membershipOn: MembershipSettings = {
  enabled: true,
  membershipVisibility: { public: true },
  directMessage: { enabled: true },
  tier: { annual: { discount: { enabled: true, percentOff: 20 } } },
  tiers: [],
  currency: "USD",
};

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
    membershipSettings: membershipOn,
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
