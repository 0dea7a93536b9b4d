import { shopFixture } from "@vitrine/contract/testing";
import { describe, expect, it } from "vitest";
import { createShopStore } from "./shop-store";

describe("shop store", () => {
  it("holds the shop, membership settings and app flags of the initial state", () => {
    const shop = shopFixture();
    const store = createShopStore({
      shop,
      membershipSettings: null,
      app: { showAdminBar: true, customizerOrigin: "http://localhost:3000" },
    });
    expect(store.state.shop).toEqual(shop);
    expect(store.state.app.showAdminBar).toBe(true);
  });

  it("applies theme-setting changes from the customizer", () => {
    const store = createShopStore({
      shop: shopFixture(),
      membershipSettings: null,
      app: { showAdminBar: false, customizerOrigin: "" },
    });
    store.updateThemeSettings({ page_width: 1600 });
    expect(store.state.shop?.theme.settings.page_width).toBe(1600);
    expect(store.state.shop?.theme.settings.spacing_sections).toBe(48);
  });

  it("without a shop there are no settings to change", () => {
    const store = createShopStore({
      shop: null,
      membershipSettings: null,
      app: { showAdminBar: false, customizerOrigin: "" },
    });
    store.updateThemeSettings({ page_width: 1600 });
    expect(store.state.shop).toBeNull();
  });
});
