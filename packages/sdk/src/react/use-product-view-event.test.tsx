// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testStorefront } from "../testing/test-storefront";
import { StorefrontProvider } from "./storefront-context";
import { useProductViewEvent } from "./use-product-view-event";

afterEach(cleanup);

describe("useProductViewEvent", () => {
  it("records one product_view per product shown, in the shop's currency", () => {
    const storefront = testStorefront();
    const views = vi.fn();
    storefront.analytics.on("product_view", views);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorefrontProvider storefront={storefront}>{children}</StorefrontProvider>
    );
    const { rerender } = renderHook(({ product }) => useProductViewEvent(product), {
      wrapper,
      initialProps: { product: { id: "p1", price: 2500 } },
    });
    rerender({ product: { id: "p1", price: 2500 } });
    expect(views).toHaveBeenCalledExactlyOnceWith({
      productId: "p1",
      price: 2500,
      currency: "USD",
    });
    rerender({ product: { id: "p2", price: 900 } });
    expect(views).toHaveBeenLastCalledWith({ productId: "p2", price: 900, currency: "USD" });
  });
});
