import type { MembershipSettings, Shop } from "@vitrine/contract";

/** The demo shop as the initial-state block carries it; tests and stories override what they need. */
export function shopFixture(overrides: Partial<Shop> = {}): Shop {
  return {
    id: "shop-demo",
    name: "Demo Merch",
    description: "Merch, memberships and more from Demo Creator.",
    currency: "USD",
    isComingSoon: false,
    baseUri: "http://demo.localhost:3000",
    locale: "en",
    logoUrl: null,
    theme: {
      handle: "default",
      settings: {
        body_font: "Inter",
        body_text_transform: "none",
        heading_font: "Inter",
        heading_text_transform: "none",
        page_width: 1200,
        spacing_sections: 48,
        spacing_grid_horizontal: 24,
        spacing_grid_vertical: 32,
        logo_width: 120,
        button_border_radius: 8,
        input_border_radius: 6,
        image_border_radius: 12,
        change_product_image_background: false,
        product_image_background: "#f4f4f5",
        loading_indicator_color: "#0D6ACF",
        random_colors: ["#f97316", "#22c55e", "#3b82f6"],
        color_schemes: [
          { id: "scheme-1", text_color: "#111827", background_color: "#ffffff" },
          { id: "scheme-2", text_color: "#ffffff", background_color: "#111827" },
        ],
      },
    },
    ...overrides,
  };
}

/** Membership on, public, direct messages on, 20 % off annual plans: the demo's settings. */
export function membershipSettingsFixture(
  overrides: Partial<MembershipSettings> = {},
): MembershipSettings {
  return {
    enabled: true,
    membershipVisibility: { public: true },
    directMessage: { enabled: true },
    tier: { annual: { discount: { enabled: true, percentOff: 20 } } },
    tiers: [
      {
        id: "tier-free",
        name: "Free",
        description: "Public posts and the community feed",
        type: "FREE",
        monthlyPrice: 0,
        perks: ["Public posts"],
      },
      {
        id: "tier-gold",
        name: "Gold",
        description: "Every post, video and audio, plus direct messages",
        type: "PAID",
        monthlyPrice: 900,
        perks: ["All posts", "Early videos", "Direct messages"],
      },
    ],
    currency: "USD",
    ...overrides,
  };
}
