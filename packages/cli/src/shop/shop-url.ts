import { cliError } from "../cli-error";

/** Where `vitrine theme dev` and the other shop commands go when `--shop` is not given. */
export const DEFAULT_SHOP_URL = "http://demo.localhost:3000";

/**
 * The shop's origin from what was typed: a scheme is required to be explicit about TLS, a path is
 * ignored, and `*.localhost` is kept as the name the shop answers to (see `connectAddress`).
 *
 * @example
 * shopOrigin("http://minimal.localhost:3000/products") // "http://minimal.localhost:3000"
 * shopOrigin("minimal.localhost:3000") // throws: "…must start with http:// or https://"
 */
export function shopOrigin(input: string): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw cliError(`"${input}" is not a shop address.`, {
      hint: "Give the shop's address, e.g. --shop http://demo.localhost:3000",
    });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw cliError(`The shop address "${input}" must start with http:// or https://.`);
  }
  return url.origin;
}

/**
 * The address to open a connection to for a shop's host name. Browsers resolve every
 * `*.localhost` name to loopback; Node's resolver does not, so the CLI does it the same way and
 * keeps the name in the `Host` header.
 *
 * @example
 * connectAddress("minimal.localhost") // "127.0.0.1"
 * connectAddress("shop.example.com") // "shop.example.com"
 */
export function connectAddress(hostname: string): string {
  return hostname === "localhost" || hostname.endsWith(".localhost") ? "127.0.0.1" : hostname;
}
