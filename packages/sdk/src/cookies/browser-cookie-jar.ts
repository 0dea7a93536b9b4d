import {
  type CookieJar,
  parseCookieText,
  serializeCookie,
  serializeCookieRemoval,
} from "./cookie-jar";

/**
 * The browser's cookies through `document.cookie`. `doc` is the document by default; a test or an
 * embedding app may pass another object with a `cookie` property. On a page served over https
 * every cookie it sets is `Secure`: the auth token, which scripts must read (spec §9), at least
 * never travels in clear text.
 * @example createBrowserCookieJar(document, { secure: true }).set("a", "1", { path: "/" }) // "a=1; Path=/; Secure"
 */
export function createBrowserCookieJar(
  doc: { cookie: string } = document,
  { secure = globalThis.location?.protocol === "https:" }: { secure?: boolean } = {},
): CookieJar {
  return {
    get: (name) => parseCookieText(doc.cookie)[name],
    set: (name, value, attributes) => {
      doc.cookie = serializeCookie(
        name,
        value,
        secure ? { ...attributes, secure: true } : attributes,
      );
    },
    remove: (name, attributes) => {
      doc.cookie = serializeCookieRemoval(name, attributes);
    },
  };
}
