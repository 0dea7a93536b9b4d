/**
 * Whether two spellings of a path name the same address. The router's location holds a path
 * decoded (`/products/café`, `/products/a b`); the server, `window.location` and links hold it
 * percent-encoded (`/products/caf%C3%A9`), in either case of hex digit.
 *
 * @example
 * samePath("/products/caf%C3%A9", "/products/café") // true
 * samePath("/products/a%20b", "/products/a b")      // true
 * samePath("/products/caf%c3%a9", "/products/café") // true
 * samePath("/products/a", "/products/b")            // false
 */
export function samePath(a: string, b: string): boolean {
  return encodedPath(a) === encodedPath(b);
}

function encodedPath(path: string): string {
  return new URL(path, "http://path.invalid").pathname.replace(/%[0-9a-f]{2}/gi, (hex) =>
    hex.toUpperCase(),
  );
}
