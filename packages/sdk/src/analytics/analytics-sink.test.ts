import type { AnalyticsBatch } from "@vitrine/contract";
import { describe, expect, it, vi } from "vitest";
import { createMemoryCookieJar } from "../cookies/memory-cookie-jar";
import { ANALYTICS_VISITOR_COOKIE, connectAnalyticsSink, type SinkPage } from "./analytics-sink";
import { createAnalytics } from "./create-analytics";

function fakePage(pathname = "/products/tee") {
  const pageListeners = new Set<() => void>();
  const docListeners = new Set<() => void>();
  const page: SinkPage = {
    location: { pathname },
    addEventListener: (_, listener) => pageListeners.add(listener),
    removeEventListener: (_, listener) => pageListeners.delete(listener),
    document: {
      visibilityState: "visible",
      addEventListener: (_, listener) => docListeners.add(listener),
      removeEventListener: (_, listener) => docListeners.delete(listener),
    },
  };
  return {
    page,
    pageHide: () => {
      for (const listener of pageListeners) listener();
    },
    visibilityChange: (state: DocumentVisibilityState) => {
      page.document.visibilityState = state;
      for (const listener of docListeners) listener();
    },
  };
}

function setup(consented = true) {
  const analytics = createAnalytics({ silent: false, mayRecord: () => consented });
  const cookies = createMemoryCookieJar();
  const sendBeacon = vi.fn<(url: string, body: string) => boolean>().mockReturnValue(true);
  const fake = fakePage();
  const disconnect = connectAnalyticsSink({
    analytics,
    url: "https://shop.test/api/analytics/events",
    cookies,
    page: fake.page,
    transport: { sendBeacon, fetch: vi.fn() },
    now: () => new Date("2026-11-24T10:00:00.000Z"),
  });
  const batches = () => sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as AnalyticsBatch);
  return { analytics, cookies, sendBeacon, batches, disconnect, ...fake };
}

describe("connectAnalyticsSink", () => {
  it("events of the bus leave in one beacon when the page hides, with path, time and random ids", () => {
    const { analytics, pageHide, batches, cookies, sendBeacon } = setup();
    analytics.emit("product_view", { productId: "p1", price: 2500, currency: "USD" });
    analytics.emit("add_to_cart", {
      productId: "p1",
      variantId: "v1",
      quantity: 1,
      price: 2500,
      currency: "USD",
    });
    expect(sendBeacon).not.toHaveBeenCalled();

    pageHide();

    const [batch] = batches();
    expect(sendBeacon.mock.calls[0]?.[0]).toBe("https://shop.test/api/analytics/events");
    expect(batch?.events.map((event) => event.name)).toEqual(["product_view", "add_to_cart"]);
    const visitorId = cookies.get(ANALYTICS_VISITOR_COOKIE);
    expect(visitorId).toMatch(/^[0-9a-f]{32}$/);
    for (const event of batch?.events ?? []) {
      expect(event).toMatchObject({
        path: "/products/tee",
        timestamp: "2026-11-24T10:00:00.000Z",
        visitorId,
      });
      expect(event.sessionId).toMatch(/^[0-9a-f]{32}$/);
      expect(event.sessionId).not.toBe(visitorId);
    }
  });

  it("the page turning hidden sends too; turning visible does not", () => {
    const { analytics, visibilityChange, sendBeacon } = setup();
    analytics.emit("page_view", { path: "/", title: "Home" });
    visibilityChange("visible");
    expect(sendBeacon).not.toHaveBeenCalled();
    visibilityChange("hidden");
    expect(sendBeacon).toHaveBeenCalledOnce();
  });

  it("without consent nothing is sent, and no visitor cookie is written", () => {
    const { analytics, pageHide, sendBeacon, cookies } = setup(false);
    analytics.emit("page_view", { path: "/", title: "Home" });
    pageHide();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(cookies.get(ANALYTICS_VISITOR_COOKIE)).toBeUndefined();
  });

  it("the visitor keeps the id of its cookie across page loads", () => {
    const { analytics, pageHide, batches, cookies } = setup();
    cookies.set(ANALYTICS_VISITOR_COOKIE, "a".repeat(32));
    analytics.emit("page_view", { path: "/", title: "Home" });
    pageHide();
    expect(batches()[0]?.events[0]?.visitorId).toBe("a".repeat(32));
  });

  it("disconnecting sends what is queued and hears nothing more", () => {
    const { analytics, disconnect, pageHide, sendBeacon } = setup();
    analytics.emit("page_view", { path: "/", title: "Home" });
    disconnect();
    expect(sendBeacon).toHaveBeenCalledOnce();
    analytics.emit("page_view", { path: "/", title: "Home" });
    pageHide();
    expect(sendBeacon).toHaveBeenCalledOnce();
  });
});
