/** Whitespace and control characters: URL parsers drop some of them (`/\t/x` is `//x`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;
/** How many rounds of percent-decoding a location is checked through. */
const DECODE_ROUNDS = 3;

/**
 * The address a page's redirect may send a visitor to on this shop: a path on the same origin, as
 * the path, query and fragment, normalised; `null` for anything that could leave the shop (a
 * scheme, `//` or a backslash, also percent-encoded, or a control character), and the page then
 * renders in the browser instead.
 *
 * @example
 * shopRedirectPath("/products/mug?ref=a")        // "/products/mug?ref=a"
 * shopRedirectPath("http://x//evil.example/phish") // null
 * shopRedirectPath("/%2F%2Fevil.example")          // null
 * shopRedirectPath("/a/..//evil.example")          // null
 */
export function shopRedirectPath(location: string): string | null {
  const path = normalised(location);
  let text = location;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (!isLocalPath(text) || !isLocalPath(normalised(text))) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return null;
    }
    if (decoded === text) return path;
    text = decoded;
  }
  return null;
}

/** A path that starts at this origin's root: one `/`, no backslash, nothing parsers drop. */
function isLocalPath(text: string): boolean {
  return (
    text.startsWith("/") &&
    !text.startsWith("//") &&
    !text.includes("\\") &&
    !CONTROL_OR_SPACE.test(text)
  );
}

/** The path, query and fragment a browser would go to from `text` on this origin. */
function normalised(text: string): string {
  const url = new URL(text, "http://shop.invalid");
  return url.origin === "http://shop.invalid" ? `${url.pathname}${url.search}${url.hash}` : "";
}
