// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import { ApiError } from "@vitrine/sdk";
import { StorefrontProvider } from "@vitrine/sdk/react";
import { testStorefront } from "@vitrine/sdk/testing";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useApiRedirect } from "./use-api-redirect";

afterEach(cleanup);

function renderRedirect(error: unknown) {
  const navigate = vi.fn();
  const storefront = testStorefront(undefined, { navigate });
  const { result } = renderHook(() => useApiRedirect(error), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <StorefrontProvider storefront={storefront}>{children}</StorefrontProvider>
    ),
  });
  return { navigate, redirecting: result.current };
}

describe("useApiRedirect (spec §4)", () => {
  it("follows a renamed resource's SSHOP-301 in place of the old address in the history", () => {
    const renamed = new ApiError("Moved", {
      statusCode: 404,
      statusMessage: "Not Found",
      data: { code: "SSHOP-301", redirectTo: "/products/new-name" },
    });
    const { navigate, redirecting } = renderRedirect(renamed);
    expect(redirecting).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/products/new-name", { replace: true });
  });

  it("leaves any other error to the page", () => {
    const { navigate, redirecting } = renderRedirect(new Error("offline"));
    expect(redirecting).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
