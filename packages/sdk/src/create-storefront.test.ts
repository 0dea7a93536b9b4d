import { ANALYTICS_CONSENT_COOKIE, AUTH_TOKEN_COOKIE, CART_TOKEN_COOKIE } from "@vitrine/contract";
import {
  creatorFixture,
  memberFixture,
  membershipSettingsFixture,
  shopFixture,
} from "@vitrine/contract/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FetchLike } from "./config";
import { createMemoryCookieJar } from "./cookies/memory-cookie-jar";
import { createStorefront } from "./create-storefront";

const endpoints = {
  gatewayBase: "https://gw.test",
  storefrontApiBase: "https://api.test",
  membershipBase: "https://members.test",
  creatorSiteBase: "https://creator.test",
  assetsHost: "https://assets.test",
  imageHost: "https://img.test",
};

/** A fetch that records what each call sent and answers an empty envelope. */
function recordingFetch() {
  const calls: Array<{ url: string; headers: Headers }> = [];
  const fetch: FetchLike = async (input, init) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    return Response.json({ data: null });
  };
  return { fetch, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createStorefront", () => {
  it("builds an instance with its config, cookies, session, every API namespace and the stores", () => {
    const cookies = createMemoryCookieJar();
    const storefront = createStorefront({ shopId: "shop_1", endpoints, cookies });
    expect(storefront.config.shopId).toBe("shop_1");
    expect(storefront.cookies).toBe(cookies);
    expect(storefront.session.current()).toEqual({ loggedIn: false });
    expect(Object.keys(storefront.api).sort()).toEqual(
      [
        "analytics",
        "cart",
        "content",
        "directMessages",
        "donations",
        "media",
        "membership",
        "newsletter",
        "order",
        "pages",
        "shopCheckout",
        "shopConfig",
        "shopOrders",
        "social",
        "storefront",
        "templates",
        "themeSettings",
        "twitch",
      ].sort(),
    );
    expect(Object.keys(storefront.stores).sort()).toEqual(
      ["appError", "auth", "cart", "consent", "directMessageWidget", "shop", "twitch"].sort(),
    );
  });

  it("two instances share nothing: shop ids, flags, tokens and cookies stay their own", async () => {
    const one = recordingFetch();
    const two = recordingFetch();
    const first = createStorefront({
      shopId: "shop_a",
      endpoints,
      customizing: true,
      cookies: createMemoryCookieJar(`${AUTH_TOKEN_COOKIE}=token-a`),
      fetch: one.fetch,
    });
    const second = createStorefront({
      shopId: "shop_b",
      endpoints,
      cookies: createMemoryCookieJar(`${AUTH_TOKEN_COOKIE}=token-b`),
      fetch: two.fetch,
    });
    first.cookies.set(CART_TOKEN_COOKIE, "cart-a");

    await first.api.membership.profile();
    await second.api.membership.profile();
    await first.api.social.tiktok();
    await second.api.social.tiktok();

    expect(one.calls.map((call) => call.headers.get("x-shopid"))).toEqual(["shop_a", "shop_a"]);
    expect(two.calls.map((call) => call.headers.get("x-shopid"))).toEqual(["shop_b", "shop_b"]);
    expect(one.calls[0]?.headers.get("authorization")).toBe("Bearer token-a");
    expect(two.calls[0]?.headers.get("authorization")).toBe("Bearer token-b");
    expect(one.calls[1]?.url).toContain("/pod/app/shop_a/social/TIKTOK/feed");
    expect(one.calls[1]?.url).toContain("customizing=true");
    expect(two.calls[1]?.url).not.toContain("customizing");
    expect(second.cookies.get(CART_TOKEN_COOKIE)).toBeUndefined();
    expect(first.config).not.toBe(second.config);
  });

  it("calls send the token stored after creation, and none once it is cleared", async () => {
    const { fetch, calls } = recordingFetch();
    const storefront = createStorefront({
      shopId: "s",
      endpoints,
      cookies: createMemoryCookieJar(),
      fetch,
    });
    storefront.session.setToken("fresh");
    await storefront.api.order.getCheckout("k1");
    storefront.session.clear();
    await storefront.api.order.getCheckout("k1");
    expect(calls[0]?.headers.get("x-membership-token")).toBe("fresh");
    expect(calls[1]?.headers.has("x-membership-token")).toBe(false);
  });

  it("previewing reaches every call as previewing=true", async () => {
    const { fetch, calls } = recordingFetch();
    const storefront = createStorefront({
      shopId: "s",
      endpoints,
      previewing: true,
      cookies: createMemoryCookieJar(),
      fetch,
    });
    await storefront.api.cart.get("c1");
    await storefront.api.directMessages.widget();
    for (const call of calls) expect(new URL(call.url).searchParams.get("previewing")).toBe("true");
  });

  it("without a cookie jar, uses memory where there is no document", () => {
    const storefront = createStorefront({ shopId: "s", endpoints });
    storefront.cookies.set("a", "1");
    expect(storefront.cookies.get("a")).toBe("1");
    expect(createStorefront({ shopId: "s", endpoints }).cookies.get("a")).toBeUndefined();
  });

  it("without a cookie jar, uses the document's cookies where there is one", () => {
    const doc = { cookie: `${AUTH_TOKEN_COOKIE}=from-document` };
    vi.stubGlobal("document", doc);
    const storefront = createStorefront({ shopId: "s", endpoints });
    expect(storefront.session.token()).toBe("from-document");
  });

  it("refuses an invalid config at creation", () => {
    expect(() => createStorefront({ shopId: "", endpoints })).toThrow(TypeError);
  });
});

describe("the direct-message poll follows the session", () => {
  function storefrontWith(directMessagesEnabled: boolean) {
    return createStorefront({
      shopId: "shop_1",
      endpoints,
      cookies: createMemoryCookieJar(),
      fetch: () => Promise.resolve(Response.json({ data: { unreadMessageCount: 2 } })),
      visibility: { isVisible: () => true, onChange: () => () => {} },
      initialState: {
        shop: shopFixture(),
        membershipSettings: membershipSettingsFixture({
          directMessage: { enabled: directMessagesEnabled },
        }),
        app: { showAdminBar: false, customizerOrigin: "" },
        twitch: null,
      },
    });
  }

  it("polls while a member is logged in and stops on logout", async () => {
    const storefront = storefrontWith(true);
    storefront.stores.auth.setUser(memberFixture());
    await vi.waitFor(() => expect(storefront.stores.directMessageWidget.state.polling).toBe(true));
    await vi.waitFor(() =>
      expect(storefront.stores.directMessageWidget.state.unreadMessageCount).toBe(2),
    );
    storefront.stores.auth.setUser(null);
    await vi.waitFor(() => expect(storefront.stores.directMessageWidget.state.polling).toBe(false));
    storefront.destroy();
  });

  it("does not poll for a creator, nor on a shop with direct messages off", async () => {
    const creatorShop = storefrontWith(true);
    creatorShop.stores.auth.setUser(creatorFixture());
    const dmsOff = storefrontWith(false);
    dmsOff.stores.auth.setUser(memberFixture());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(creatorShop.stores.directMessageWidget.state.polling).toBe(false);
    expect(dmsOff.stores.directMessageWidget.state.polling).toBe(false);
    creatorShop.destroy();
    dmsOff.destroy();
  });
});

describe("analytics follows the shop's consent setting and the visitor's answer", () => {
  const initialState = (consentRequired: boolean) => ({
    shop: shopFixture({ analytics: { consentRequired } }),
    membershipSettings: membershipSettingsFixture(),
    app: { showAdminBar: false, customizerOrigin: "https://shop.test" },
    twitch: null,
  });
  const pageView = { path: "/", title: "Home" };

  it("on a shop that requires consent, nothing is recorded until the visitor accepts", () => {
    const cookies = createMemoryCookieJar();
    const storefront = createStorefront({
      shopId: "shop_1",
      endpoints,
      cookies,
      initialState: initialState(true),
    });
    const handler = vi.fn();
    storefront.analytics.on("page_view", handler);

    storefront.analytics.emit("page_view", pageView);
    expect(handler).not.toHaveBeenCalled();

    storefront.stores.consent.grant();
    storefront.analytics.emit("page_view", pageView);
    expect(handler).toHaveBeenCalledOnce();
    expect(cookies.get(ANALYTICS_CONSENT_COOKIE)).toBe("granted");
  });

  it("on a shop that does not require it, events are recorded from the start", () => {
    const storefront = createStorefront({
      shopId: "shop_1",
      endpoints,
      cookies: createMemoryCookieJar(),
      initialState: initialState(false),
    });
    const handler = vi.fn();
    storefront.analytics.on("page_view", handler);
    storefront.analytics.emit("page_view", pageView);
    expect(handler).toHaveBeenCalledOnce();
  });

  it("a visitor who declined on an earlier visit stays unrecorded", () => {
    const storefront = createStorefront({
      shopId: "shop_1",
      endpoints,
      cookies: createMemoryCookieJar(`${ANALYTICS_CONSENT_COOKIE}=denied`),
      initialState: initialState(true),
    });
    const handler = vi.fn();
    storefront.analytics.on("page_view", handler);
    storefront.analytics.emit("page_view", pageView);
    expect(storefront.stores.consent.state.consent).toBe("denied");
    expect(handler).not.toHaveBeenCalled();
  });
});
