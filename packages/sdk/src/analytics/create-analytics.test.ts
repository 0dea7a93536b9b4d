import { describe, expect, it, vi } from "vitest";
import type { AnalyticsEvents } from "./analytics-events";
import { createAnalytics } from "./create-analytics";

const addToCart: AnalyticsEvents["add_to_cart"] = {
  productId: "p1",
  variantId: "v1",
  quantity: 2,
  price: 1500,
  currency: "USD",
};

describe("createAnalytics", () => {
  it("a subscriber receives the payload of each event it subscribed to, and no other", () => {
    const analytics = createAnalytics({ silent: false });
    const pageViews = vi.fn();
    const productViews = vi.fn();
    analytics.on("page_view", pageViews);
    analytics.on("product_view", productViews);

    analytics.emit("page_view", { path: "/cart", title: "Cart" });
    analytics.emit("product_view", { productId: "p1", price: 1500, currency: "USD" });

    expect(pageViews).toHaveBeenCalledExactlyOnceWith({ path: "/cart", title: "Cart" });
    expect(productViews).toHaveBeenCalledExactlyOnceWith({
      productId: "p1",
      price: 1500,
      currency: "USD",
    });
  });

  it("handlers run in the order they subscribed", () => {
    const analytics = createAnalytics({ silent: false });
    const order: string[] = [];
    analytics.on("add_to_cart", () => order.push("first"));
    analytics.on("add_to_cart", () => order.push("second"));
    analytics.emit("add_to_cart", addToCart);
    expect(order).toEqual(["first", "second"]);
  });

  it("an unsubscribed handler receives nothing more", () => {
    const analytics = createAnalytics({ silent: false });
    const handler = vi.fn();
    const off = analytics.on("add_to_cart", handler);
    analytics.emit("add_to_cart", addToCart);
    off();
    analytics.emit("add_to_cart", addToCart);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("in customizer and preview mode (silent) nothing is emitted", () => {
    const analytics = createAnalytics({ silent: true });
    const handler = vi.fn();
    analytics.on("page_view", handler);
    analytics.emit("page_view", { path: "/", title: "Home" });
    expect(handler).not.toHaveBeenCalled();
  });

  it("a throwing handler does not stop the others and its error is reported", () => {
    const onHandlerError = vi.fn();
    const analytics = createAnalytics({ silent: false, onHandlerError });
    const failure = new Error("tracker down");
    const after = vi.fn();
    analytics.on("add_to_cart", () => {
      throw failure;
    });
    analytics.on("add_to_cart", after);

    expect(() => analytics.emit("add_to_cart", addToCart)).not.toThrow();
    expect(after).toHaveBeenCalledExactlyOnceWith(addToCart);
    expect(onHandlerError).toHaveBeenCalledExactlyOnceWith(failure, "add_to_cart");
  });

  it("without an error callback, a handler's error goes to the console", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const analytics = createAnalytics({ silent: false });
    analytics.on("page_view", () => {
      throw new Error("boom");
    });
    analytics.emit("page_view", { path: "/", title: "Home" });
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });

  it("a handler that unsubscribes another during an emit does not change who receives it", () => {
    const analytics = createAnalytics({ silent: false });
    const second = vi.fn();
    let offSecond = () => {};
    analytics.on("page_view", () => offSecond());
    offSecond = analytics.on("page_view", second);
    analytics.emit("page_view", { path: "/", title: "Home" });
    analytics.emit("page_view", { path: "/", title: "Home" });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("two buses share no subscribers", () => {
    const first = createAnalytics({ silent: false });
    const second = createAnalytics({ silent: false });
    const handler = vi.fn();
    first.on("page_view", handler);
    second.emit("page_view", { path: "/", title: "Home" });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("createAnalytics with consent", () => {
  it("while the visitor has not consented nothing reaches a subscriber, and nothing is replayed later", () => {
    let consented = false;
    const analytics = createAnalytics({ silent: false, mayRecord: () => consented });
    const handler = vi.fn();
    analytics.on("add_to_cart", handler);

    analytics.emit("add_to_cart", addToCart);
    consented = true;
    expect(handler).not.toHaveBeenCalled();

    analytics.emit("add_to_cart", { ...addToCart, quantity: 1 });
    expect(handler).toHaveBeenCalledExactlyOnceWith({ ...addToCart, quantity: 1 });
  });

  it("a silent bus stays silent even with consent", () => {
    const analytics = createAnalytics({ silent: true, mayRecord: () => true });
    const handler = vi.fn();
    analytics.on("page_view", handler);
    analytics.emit("page_view", { path: "/", title: "Home" });
    expect(handler).not.toHaveBeenCalled();
  });
});
