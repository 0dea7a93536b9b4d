import { type SetCookie, serialize } from "cookie-es";

/** Attributes of a written cookie; no `maxAge` nor `expires` makes a session cookie. */
export type CookieAttributes = Pick<
  SetCookie,
  "maxAge" | "expires" | "path" | "domain" | "sameSite" | "secure"
>;

/** Where an instance keeps its cookies: the browser's, or memory in Node, tests and SSR. */
export interface CookieJar {
  get(name: string): string | undefined;
  /** Throws a TypeError, writing nothing, when `name` or `value` is not valid cookie text. */
  set(name: string, value: string, attributes?: CookieAttributes): void;
  remove(name: string, attributes?: Pick<CookieAttributes, "path" | "domain">): void;
}

// RFC 6265 §4.1.1: token for names, cookie-octet for values (no spaces, quotes, commas,
// semicolons or backslashes), so a value is written exactly as given and read back unchanged.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const COOKIE_VALUE = /^[\u0021\u0023-\u002b\u002d-\u003a\u003c-\u005b\u005d-\u007e]+$/;

const verbatim = (text: string): string => text;

/**
 * Names are percent-encoded on the wire (as js-cookie does), so the spec's coming-soon cookie
 * `protected enter` is written `protected%20enter` — a valid RFC 6265 token — and read back by its
 * own name. Parentheses are encoded too: `encodeURIComponent` keeps them, the token grammar not.
 */
function encodeCookieName(name: string): string {
  return encodeURIComponent(name).replace(
    /[()]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The name a wire name was written for: decoded only when it is exactly what `encodeCookieName`
 * writes for that name, so each name has one spelling. `vitrine%5Fanalytics%5Fconsent` is not
 * how anything writes `vitrine_analytics_consent`, and a shared cache (nginx's `$cookie_…`) reads
 * it as another cookie: read as the consent cookie here, a page with the visitor's consent would
 * be kept as the page of a visitor who has not answered.
 */
function decodeCookieName(wireName: string): string {
  if (!wireName.includes("%")) return wireName;
  try {
    const name = decodeURIComponent(wireName);
    return encodeCookieName(name) === wireName ? name : wireName;
  } catch {
    return wireName;
  }
}

/**
 * The `Set-Cookie` / `document.cookie` text for one cookie, after checking that the value is
 * cookie text; values are never encoded, so what is read back is what was written. Names are
 * percent-encoded.
 *
 * @example
 * serializeCookie("cart", "c_123", { path: "/" })   // → "cart=c_123; Path=/"
 * serializeCookie("protected enter", "true")         // → "protected%20enter=true"
 * serializeCookie("cart", "a b")                    // throws TypeError: … not valid cookie text
 */
export function serializeCookie(
  name: string,
  value: string,
  attributes: CookieAttributes = {},
): string {
  const wireName = encodeCookieName(name);
  if (!COOKIE_NAME.test(wireName)) {
    throw new TypeError(`Cookie name ${JSON.stringify(name)} is not valid cookie text`);
  }
  if (typeof value !== "string" || !COOKIE_VALUE.test(value)) {
    throw new TypeError(
      `Cookie "${name}" refused: its value must be non-empty printable ASCII without spaces, quotes, commas, semicolons or backslashes`,
    );
  }
  return serialize(wireName, value, { ...attributes, encode: verbatim });
}

/** The text that deletes a cookie: same name, path and domain, expired. */
export function serializeCookieRemoval(
  name: string,
  attributes: Pick<CookieAttributes, "path" | "domain"> = {},
): string {
  return serializeCookie(name, "deleted", { ...attributes, maxAge: 0, expires: new Date(0) });
}

/**
 * Reads a `Cookie` header or `document.cookie`, mirroring `serializeCookie`: names decoded only
 * from the spelling `serializeCookie` writes, values verbatim, and of a name sent twice the first,
 * as nginx's cache key reads it (`deploy/nginx/vitrine.conf`): what a node renders for a cookie
 * is what nginx keeps the copy under.
 *
 * @example
 * parseCookieText("a=1; protected%20enter=true; a=2") // { a: "1", "protected enter": "true" }
 * parseCookieText("vitrine%5Fcart=c_1")               // { "vitrine%5Fcart": "c_1" }
 */
export function parseCookieText(text: string): Record<string, string | undefined> {
  const cookies = new Map<string, string>();
  for (const pair of text.split(";")) {
    const equals = pair.indexOf("=");
    if (equals === -1) continue;
    const name = decodeCookieName(pair.slice(0, equals).replace(/^[ \t]+/, ""));
    if (name !== "" && !cookies.has(name)) cookies.set(name, pair.slice(equals + 1));
  }
  return Object.fromEntries(cookies);
}
