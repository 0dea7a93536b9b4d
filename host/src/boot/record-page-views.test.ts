import { describe, expect, it, vi } from "vitest";
import { type ResolvedNavigations, recordPageViews } from "./record-page-views";

function fakeRouter() {
  let listener: Parameters<ResolvedNavigations["subscribe"]>[1] | undefined;
  const router: ResolvedNavigations = {
    subscribe: (_, next) => {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
  };
  const resolve = (pathname: string, hrefChanged = true) =>
    listener?.({ toLocation: { pathname }, hrefChanged });
  return { router, resolve };
}

describe("recordPageViews", () => {
  it("each resolved navigation to a new address is a page view with its path and title", () => {
    const { router, resolve } = fakeRouter();
    const emit = vi.fn();
    const doc = { title: "Maya Makes" };
    recordPageViews(router, { emit }, doc);
    resolve("/");
    doc.title = "Cart";
    resolve("/cart");
    expect(emit.mock.calls).toEqual([
      ["page_view", { path: "/", title: "Maya Makes" }],
      ["page_view", { path: "/cart", title: "Cart" }],
    ]);
  });

  it("the same address resolved again is no new view, and nothing is heard after stopping", () => {
    const { router, resolve } = fakeRouter();
    const emit = vi.fn();
    const stop = recordPageViews(router, { emit }, { title: "" });
    resolve("/cart", false);
    stop();
    resolve("/");
    expect(emit).not.toHaveBeenCalled();
  });
});
