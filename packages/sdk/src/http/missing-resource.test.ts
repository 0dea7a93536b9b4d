import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { isMissingResource, throwIfMissing } from "./missing-resource";

const apiError = (statusCode: number, data: ApiError["data"] = {}) =>
  new ApiError("m", { statusCode, statusMessage: "", data });

describe("a page's own resource that does not exist goes to the host", () => {
  it("a 404 ApiError is thrown as it is", () => {
    const error = apiError(404);
    expect(() => throwIfMissing(error)).toThrow(error);
  });

  it("a renamed resource (SSHOP-301, a 404) is thrown too: the host follows its redirectTo", () => {
    const error = apiError(404, { code: "SSHOP-301", redirectTo: "/products/new" });
    expect(() => throwIfMissing(error)).toThrow(error);
  });

  it.each([
    ["a server error", apiError(500)],
    ["a refusal", apiError(403)],
    ["a network failure", new TypeError("Failed to fetch")],
    ["an abort", new DOMException("aborted", "AbortError")],
  ])("%s returns, for the page to offer a retry", (_, error) => {
    expect(() => throwIfMissing(error)).not.toThrow();
  });
});

describe("a missing resource is a 404 ApiError, and only that", () => {
  it.each([
    [true, apiError(404)],
    [true, apiError(404, { code: "SSHOP-301", redirectTo: "/products/new" })],
    [false, apiError(500)],
    [false, apiError(403, { code: "SSHOP-403", redirectTo: "/membership/pricing" })],
    [false, new TypeError("Failed to fetch")],
    [false, { statusCode: 404 }],
  ])("%s for %o", (missing, error) => {
    expect(isMissingResource(error)).toBe(missing);
  });
});
