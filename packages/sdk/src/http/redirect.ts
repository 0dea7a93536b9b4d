import { isApiError } from "./api-error";

/** Where an SSHOP-301 / SSHOP-403 failure sends the visitor: a path on the shop's own origin. */
export interface ApiRedirect {
  to: string;
}

const REDIRECT_CODES = new Set(["SSHOP-301", "SSHOP-403"]);

/**
 * The redirect an API failure asks for (spec §4), or `undefined` when the failure stays an error.
 * Only SSHOP-301 (renamed slug) and SSHOP-403 (content the visitor may not see) redirect, and only
 * to a relative path or to the shop's own origin, which comes back as a path: anything else would
 * be an open redirect.
 *
 * @example
 * getApiRedirect(apiError("SSHOP-301", "/products/new-slug"), "https://shop.test")
 * // → { to: "/products/new-slug" }
 * getApiRedirect(apiError("SSHOP-301", "https://shop.test/products/b?c=1"), "https://shop.test")
 * // → { to: "/products/b?c=1" }
 * getApiRedirect(apiError("SSHOP-301", "//evil.test"), "https://shop.test")
 * // → undefined
 */
export function getApiRedirect(error: unknown, shopOrigin: string): ApiRedirect | undefined {
  if (!isApiError(error) || error.code === undefined || !REDIRECT_CODES.has(error.code)) {
    return undefined;
  }
  const target = error.data.redirectTo ?? error.data.data?.redirectTo;
  if (typeof target !== "string") return undefined;
  const to = toShopPath(target, shopOrigin);
  return to === undefined ? undefined : { to };
}

/**
 * `target` as a path on the shop's origin, or `undefined` when it leads anywhere else.
 *
 * @example
 * toShopPath("/cart", "https://shop.test")                     // → "/cart"
 * toShopPath("https://shop.test:8443/cart", "https://shop.test") // → undefined (another port)
 * toShopPath("/\\evil.test", "https://shop.test")                // → undefined
 */
export function toShopPath(target: string, shopOrigin: string): string | undefined {
  // Browsers read "\" as "/" and drop tabs and newlines inside URLs, which turns "/\evil.test"
  // or "/\t/evil.test" into the protocol-relative "//evil.test"; such text is never a safe path.
  if (target === "" || hasUnsafeCharacter(target)) return undefined;
  const origin = originOf(shopOrigin);
  if (origin === undefined) return undefined;
  // A target that is not a "/" path must be a whole URL on its own; "evil.test/x" is neither.
  const base = target.startsWith("/") ? origin : undefined;
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "https://shop.test//evil.test" has the path "//evil.test", protocol-relative once followed.
  return path.startsWith("//") ? undefined : path;
}

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function hasUnsafeCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === "\\" || /\s/.test(char)) return true;
  }
  return false;
}
