import {
  type CookieJar,
  parseCookieText,
  serializeCookie,
  serializeCookieRemoval,
} from "./cookie-jar";

/**
 * The browser's cookies through `document.cookie`. `doc` is the document by default; a test or an
 * embedding app may pass another object with a `cookie` property.
 */
export function createBrowserCookieJar(doc: { cookie: string } = document): CookieJar {
  return {
    get: (name) => parseCookieText(doc.cookie)[name],
    set: (name, value, attributes) => {
      doc.cookie = serializeCookie(name, value, attributes);
    },
    remove: (name, attributes) => {
      doc.cookie = serializeCookieRemoval(name, attributes);
    },
  };
}
