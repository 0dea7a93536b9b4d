// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testStorefront } from "../testing/test-storefront";
import { StorefrontProvider } from "./storefront-context";
import { usePageLoading } from "./use-page-loading";

function Loading() {
  usePageLoading();
  return <p>Loading…</p>;
}

describe("usePageLoading", () => {
  it("counts as one of the page's loads while it is on screen", () => {
    const storefront = testStorefront();
    const { unmount } = render(
      <StorefrontProvider storefront={storefront}>
        <Loading />
      </StorefrontProvider>,
    );
    expect(storefront.loads.count).toBe(1);
    unmount();
    expect(storefront.loads.count).toBe(0);
  });

  it("does nothing outside a storefront (a story)", () => {
    expect(() => render(<Loading />).unmount()).not.toThrow();
  });
});
