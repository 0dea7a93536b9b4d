// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StorefrontConfig } from "../config";
import { testStorefront } from "../testing/test-storefront";
import { Link } from "./link";
import { StorefrontProvider } from "./storefront-context";

afterEach(cleanup);

function renderLink(overrides: Partial<StorefrontConfig> = {}) {
  const navigate = vi.fn();
  const storefront = testStorefront(undefined, { navigate, ...overrides });
  render(
    <StorefrontProvider storefront={storefront}>
      <Link href="/products/tee">Tee</Link>
    </StorefrontProvider>,
  );
  return { navigate, link: screen.getByRole("link", { name: "Tee" }) };
}

describe("Link", () => {
  it("is a real link to the path, and a plain click navigates inside the app", () => {
    const { navigate, link } = renderLink();
    expect(link.getAttribute("href")).toBe("/products/tee");
    expect(fireEvent.click(link)).toBe(false); // default prevented: no document load
    expect(navigate).toHaveBeenCalledWith("/products/tee", undefined);
  });

  it("leaves a click that opens a new tab to the browser", () => {
    const { navigate, link } = renderLink();
    let preventedByLink: boolean | undefined;
    // Seen after the link's handler; the test then stops the browser's load, which jsdom lacks.
    document.addEventListener(
      "click",
      (event) => {
        preventedByLink = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(link, { ctrlKey: true });
    expect(preventedByLink).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("keeps the customizer's mode in its address and in the navigation", () => {
    const { navigate, link } = renderLink({ customizing: true });
    expect(link.getAttribute("href")).toBe("/products/tee?customizing=true");
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith("/products/tee?customizing=true", undefined);
  });
});
