import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { SHOP_API_PREFIXES } from "@vitrine/contract";
import { SHARED_MODULES } from "../src/build/shared-modules";
import type { BridgedResponse } from "./theme-isolate";
import { createThemeIsolates, type ThemeIsolates } from "./theme-isolate";

/** Where `vite build --ssr … --mode isolate` puts the isolate's bundle. */
export const ISOLATE_BUNDLE_FILE = fileURLToPath(
  new URL("../dist-server/isolate-render.js", import.meta.url),
);

/** An answer larger than this never enters an isolate. */
const MAX_BRIDGED_BODY = 4 * 1024 * 1024;

/** The API paths a theme's render may read; the image service and theme files are not data. */
const READABLE_PREFIXES = SHOP_API_PREFIXES.filter(
  (prefix) => prefix !== "/images" && prefix !== "/themes" && prefix !== "/media",
);

/**
 * The isolates theme scripts render in, from the host's build; `null` when the build has no
 * isolate bundle or `isolated-vm` cannot load here (theme scripts then render in the browser).
 *
 * @example
 * const isolates = await loadThemeIsolates(); // createHostServer({ …, themeIsolates: isolates })
 */
export async function loadThemeIsolates(
  file = ISOLATE_BUNDLE_FILE,
  limits: { memoryLimitMb?: number; timeLimitMs?: number } = {},
): Promise<ThemeIsolates | null> {
  let bundle: string;
  try {
    bundle = await readFile(file, "utf8");
  } catch {
    return null;
  }
  return createThemeIsolates(
    { bundle, ...limits },
    SHARED_MODULES.map((module) => module.specifier),
  );
}

/**
 * The one way out of a theme's render: a GET (or HEAD) of this shop's own API on the page's
 * origin, as the visitor, through `visit` (which fixes the shop and the cookies). Anything else is
 * refused with a 403 the SDK reads as a failed call, and never leaves the host.
 *
 * @example
 * const fetch = isolateBridge(pageUrl, (url, init) => visitorFetch(url, init));
 * await fetch("/pod/products?pageNum=0", "GET", []) // { status: 200, body: "{…}", … }
 * await fetch("http://other.localhost/pod/products", "GET", []) // { status: 403, … }
 */
export function isolateBridge(
  pageUrl: string,
  visit: (url: string, init: RequestInit) => Promise<Response>,
): (url: string, method: string, headers: [string, string][]) => Promise<BridgedResponse> {
  const origin = new URL(pageUrl).origin;
  return async (url, method, headers) => {
    const target = new URL(url, pageUrl);
    const allowed =
      (method === "GET" || method === "HEAD") &&
      target.origin === origin &&
      READABLE_PREFIXES.some((prefix) => target.pathname.startsWith(`${prefix}/`));
    if (!allowed) return refused(`${method} ${target.origin}${target.pathname}`);
    const response = await visit(target.href, { method, headers: forwardable(headers) });
    const body = method === "HEAD" ? "" : await response.text();
    if (body.length > MAX_BRIDGED_BODY) return refused("an answer larger than the bridge carries");
    return {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers].filter(([name]) => name !== "set-cookie"),
      body,
    };
  };
}

/**
 * The request headers a render may set: the SDK's own (its bearer token is the visitor's, read
 * from their cookie, as the same script reads it in their browser), never the shop, host or
 * cookies, which `visit` fixes.
 */
function forwardable(headers: [string, string][]): [string, string][] {
  return headers.filter(([name]) => !/^(cookie|host|x-shopid)$/i.test(name));
}

function refused(what: string): BridgedResponse {
  return {
    status: 403,
    statusText: "Forbidden",
    headers: [["content-type", "application/json"]],
    body: JSON.stringify({ message: `A theme's server render may not reach ${what}` }),
  };
}
