import { describe, expect, it, vi } from "vitest";
import { type ResolvedNavigations, recordPageViews } from "./record-page-views";

type Change = Parameters<Parameters<ResolvedNavigations["subscribe"]>[1]>[0];

function fakeRouter() {
  let listener: ((change: Change) => void) | undefined;
  let index = 0;
  const router: ResolvedNavigations = {
    subscribe: (_, next) => {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
  };
  /** A navigation to `pathname`: a new history entry, unless it replaces the current one. */
  const resolve = (pathname: string, { hrefChanged = true, replace = false } = {}) => {
    const from = { state: { __TSR_index: index } };
    if (!replace) index += 1;
    listener?.({
      toLocation: { pathname, state: { __TSR_index: index } },
      fromLocation: from,
      pathChanged: false,
      hrefChanged,
    });
  };
  return { router, resolve };
}

/** Loads that settle when the test says so. */
function pendingLoads() {
  let settle = () => {};
  const idle = () =>
    new Promise<void>((resolve) => {
      settle = resolve;
    });
  return { loads: { idle }, settle: () => settle() };
}

describe("recordPageViews", () => {
  it("each navigation to a new address is a page view with its path and the page's own title", async () => {
    const { router, resolve } = fakeRouter();
    const emit = vi.fn();
    const doc = { title: "Maya Makes" };
    const { loads, settle } = pendingLoads();
    recordPageViews(router, { emit }, doc, loads);
    resolve("/products/tee");
    // The product's data arrives, and its page names itself, after the route resolved.
    expect(emit).not.toHaveBeenCalled();
    doc.title = "Tee · Maya Makes";
    settle();
    await vi.waitFor(() =>
      expect(emit).toHaveBeenCalledExactlyOnceWith("page_view", {
        path: "/products/tee",
        title: "Tee · Maya Makes",
      }),
    );
  });

  it("a variant picked (the query string replaced in place) is no page view", async () => {
    const { router, resolve } = fakeRouter();
    const emit = vi.fn();
    recordPageViews(router, { emit }, { title: "" }, { idle: async () => {} });
    resolve("/products/tee", { replace: true });
    await Promise.resolve();
    expect(emit).not.toHaveBeenCalled();
  });

  it("the same address resolved again is no new view, and nothing is heard after stopping", async () => {
    const { router, resolve } = fakeRouter();
    const emit = vi.fn();
    const stop = recordPageViews(router, { emit }, { title: "" }, { idle: async () => {} });
    resolve("/cart", { hrefChanged: false });
    stop();
    resolve("/");
    await Promise.resolve();
    expect(emit).not.toHaveBeenCalled();
  });
});
