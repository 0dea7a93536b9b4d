import { type ApiError, isApiError } from "./api-error";

/**
 * Whether a failure says the resource asked for does not exist: a 404 `ApiError` (a renamed one,
 * SSHOP-301, is a 404 that carries its new address).
 *
 * @example
 * isMissingResource(new ApiError("No product", { statusCode: 404, statusMessage: "Not Found", data: {} })) // true
 * isMissingResource(new ApiError("Boom", { statusCode: 500, statusMessage: "Server Error", data: {} })) // false
 * isMissingResource(new TypeError("Failed to fetch")) // false
 */
export function isMissingResource(error: unknown): error is ApiError {
  return isApiError(error) && error.statusCode === 404;
}

/**
 * Hands the host a page whose own resource does not exist. A 404 `ApiError` is thrown, so that
 * it leaves the page's render: the host's error screen shows the theme's not-found page with
 * "Page Not Found: {path}", or follows the SSHOP-301 / SSHOP-403 `redirectTo` the answer carries
 * (spec §8). A retry cannot make a missing product appear, so the page never offers one for it.
 * Any other failure (a 500, the network) returns, for the page to show with a retry.
 *
 * Only for the resource the page is about: a 404 of something beside it (related products, a
 * payment method) is that section's own state, not the page's.
 *
 * @example
 * throwIfMissing(new ApiError("No product", { statusCode: 404, statusMessage: "Not Found", data: {} }))
 * // throws that ApiError
 * throwIfMissing(new ApiError("Boom", { statusCode: 500, statusMessage: "Server Error", data: {} }))
 * // returns
 */
export function throwIfMissing(error: unknown): void {
  if (isMissingResource(error)) throw error;
}
