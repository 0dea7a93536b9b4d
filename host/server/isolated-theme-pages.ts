import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { SHOP_API_PREFIXES } from "@vitrine/contract";
import { SHARED_MODULES } from "../src/build/shared-modules";
import { createRenderPool, type RenderPoolOptions, type ThemeRenderPool } from "./render-pool";
import { type BridgedResponse, bridgeError } from "./theme-isolate";

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
 * The worker processes theme scripts render in, from the host's build; `null` when the build has
 * no isolate bundle or `isolated-vm` is not installed here (theme scripts then render in the
 * browser). Resolves once the workers have started, or after 10 s without them.
 *
 * @example
 * const themePool = await loadThemeRenderPool(); // createHostServer({ …, themePool })
 */
export async function loadThemeRenderPool(
  options: Partial<RenderPoolOptions> = {},
): Promise<ThemeRenderPool | null> {
  const bundleFile = options.bundleFile ?? ISOLATE_BUNDLE_FILE;
  if (!existsSync(bundleFile)) return null;
  try {
    createRequire(import.meta.url).resolve("isolated-vm");
  } catch {
    return null;
  }
  const pool = createRenderPool({
    sharedModules: SHARED_MODULES.map((module) => module.specifier),
    ...options,
    bundleFile,
  });
  await Promise.race([pool.ready(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  return pool;
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
  return bridgeError(403, `A theme's server render may not reach ${what}`);
}
