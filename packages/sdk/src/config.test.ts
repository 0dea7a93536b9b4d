import { shopFixture } from "@vitrine/contract/testing";
import { describe, expect, it } from "vitest";
import { resolveStorefrontConfig, type StorefrontConfig } from "./config";

const endpoints = {
  gatewayBase: "https://gw.test/",
  storefrontApiBase: "https://api.test/storefront",
  membershipBase: "/membership",
  creatorSiteBase: "https://creator.test",
  assetsHost: "https://assets.test",
  imageHost: "https://img.test//",
};

describe("storefront config", () => {
  it("fills defaults and trims trailing slashes from endpoints", () => {
    expect(resolveStorefrontConfig({ shopId: "shop_1", endpoints })).toEqual({
      shopId: "shop_1",
      endpoints: { ...endpoints, gatewayBase: "https://gw.test", imageHost: "https://img.test" },
      locale: "en",
      currency: null,
      customizing: false,
      customizingTheme: null,
      previewing: false,
    });
  });

  it("takes the shop's currency from the config, else from the initial state's shop", () => {
    expect(resolveStorefrontConfig({ shopId: "s", endpoints, currency: "EUR" }).currency).toBe(
      "EUR",
    );
    const initialState = {
      shop: shopFixture({ currency: "GBP" }),
      membershipSettings: null,
      app: { showAdminBar: false, customizerOrigin: "" },
      twitch: null,
    };
    expect(resolveStorefrontConfig({ shopId: "s", endpoints, initialState }).currency).toBe("GBP");
  });

  it("keeps the customizer's theme only while customizing, and only when well formed", () => {
    const theme = (customizing: boolean, customizingTheme: string) =>
      resolveStorefrontConfig({ shopId: "s", endpoints, customizing, customizingTheme })
        .customizingTheme;
    expect(theme(true, "minimal@2")).toBe("minimal@2");
    expect(theme(true, "default")).toBe("default");
    expect(theme(false, "minimal@2")).toBeNull();
    expect(theme(true, "minimal@2&x=1")).toBeNull();
  });

  it("keeps the locale and flags it is given", () => {
    const config = resolveStorefrontConfig({
      shopId: "s",
      endpoints,
      locale: "fr",
      customizing: true,
      previewing: true,
    });
    expect(config).toMatchObject({ locale: "fr", customizing: true, previewing: true });
  });

  it("is frozen, so an instance's config cannot drift", () => {
    const config = resolveStorefrontConfig({ shopId: "s", endpoints });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.endpoints)).toBe(true);
  });

  it.each(["", "  "])("refuses the shop id %j", (shopId) => {
    expect(() => resolveStorefrontConfig({ shopId, endpoints })).toThrow(/`shopId`/);
  });

  it.each([
    ["a missing base", undefined],
    ["a host without scheme", "gw.test"],
    ["a protocol-relative base", "//gw.test"],
    ["a javascript: base", "javascript:alert(1)"],
    ["a backslash path", "/\\gw.test"],
  ])("refuses %s, naming the endpoint", (_case, gatewayBase) => {
    const config = { shopId: "s", endpoints: { ...endpoints, gatewayBase } };
    expect(() => resolveStorefrontConfig(config as StorefrontConfig)).toThrow(
      /`endpoints\.gatewayBase`/,
    );
  });
});
