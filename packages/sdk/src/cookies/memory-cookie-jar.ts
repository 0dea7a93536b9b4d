import {
  type CookieAttributes,
  type CookieJar,
  parseCookieText,
  serializeCookie,
  serializeCookieRemoval,
} from "./cookie-jar";

/** A cookie jar in memory that also remembers the `Set-Cookie` lines a server should send. */
export interface MemoryCookieJar extends CookieJar {
  /** The last `Set-Cookie` text written for each cookie name, in the order names were first set. */
  setCookieHeaders(): string[];
}

/**
 * Cookies for Node, tests and server rendering; starts from a request's `Cookie` header.
 *
 * @example
 * const jar = createMemoryCookieJar("vitrine_cart=c_1");
 * jar.get("vitrine_cart");          // → "c_1"
 * jar.set("vitrine_cart", "c_2", { path: "/" });
 * jar.setCookieHeaders();           // → ["vitrine_cart=c_2; Path=/"]
 */
export function createMemoryCookieJar(cookieHeader = ""): MemoryCookieJar {
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(parseCookieText(cookieHeader))) {
    if (value !== undefined) values.set(name, value);
  }
  const written = new Map<string, string>();
  return {
    get: (name) => values.get(name),
    set: (name, value, attributes) => {
      const line = serializeCookie(name, value, attributes);
      if (isExpired(attributes)) values.delete(name);
      else values.set(name, value);
      written.set(name, line);
    },
    remove: (name, attributes) => {
      written.set(name, serializeCookieRemoval(name, attributes));
      values.delete(name);
    },
    setCookieHeaders: () => [...written.values()],
  };
}

function isExpired(attributes: CookieAttributes | undefined): boolean {
  if (attributes?.maxAge !== undefined) return attributes.maxAge <= 0;
  return attributes?.expires !== undefined && attributes.expires.getTime() <= Date.now();
}
