/**
 * The address of a demo shop on the port the e2e server listens on.
 *
 * @example
 * shopUrl("minimal", "/products/tee") // "http://minimal.localhost:41234/products/tee"
 */
export function shopUrl(shop: string, path = "/"): string {
  return `http://${shop}.localhost:${process.env.VITRINE_E2E_PORT}${path}`;
}
