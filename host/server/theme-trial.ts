import { endpoints, type InitialState, type ThemeTrial } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { isolateBridge } from "./isolated-theme-pages";
import type { ThemeRenderPool } from "./render-pool";
import { type ShopApp, shopFetch } from "./shop-fetch";
import { withShopFormats } from "./shop-formats";
import { asThemeFault, isThemeFault } from "./theme-render-fault";

/** What a trial needs of the shop API (`createShopApi` gives both). */
export interface TrialBackend {
  app: ShopApp;
  getInitialState(host: string): Promise<InitialState>;
}

/** The candidate's address as the page's state names it: it is handed over as code, not fetched. */
const CANDIDATE_SCRIPT = "theme-trial.js";

/**
 * Renders a theme version about to be published, page by page, in the render pool and with the
 * shop's own data, as an anonymous visitor gets them: home, the product list, the first product,
 * the collections, the first collection and the cart. The first page that crashes its worker,
 * runs out of time or out of memory is the answer, and the upload is refused with it; a render
 * that merely throws is the theme's bug, which a browser shows alike, and does not refuse it. A
 * page the pool could not try (no worker ready) rejects: the upload is refused for now.
 *
 * @example
 * const trial = createThemeTrial({ pool, backend: shopApi });
 * await trial({ shopId: "shop_minimal", host: "minimal.localhost", handle: "minimal", hash, entrySource })
 * // null, or { page: "/products/tee", kind: "timeout", message: "The theme's render ran past 1000 ms" }
 */
export function createThemeTrial({
  pool,
  backend,
}: {
  pool: ThemeRenderPool;
  backend: TrialBackend;
}): ThemeTrial {
  return async (candidate) => {
    const live = await backend.getInitialState(candidate.host);
    if (live.shop === null) return null;
    const state = withShopFormats({
      ...live,
      shop: {
        ...live.shop,
        theme: {
          ...live.shop.theme,
          handle: candidate.handle,
          version: null,
          script: CANDIDATE_SCRIPT,
          styles: [],
          preview: null,
        },
      },
    });
    const pageFetch = (path: string) =>
      shopFetch(backend.app, {
        pageUrl: `http://${candidate.host}${path}`,
        shopId: candidate.shopId,
        host: candidate.host,
        cookie: "",
      });
    for (const page of await trialPages(pageFetch("/"))) {
      // After a fault the pool starts a fresh worker: each page is tried on a ready one.
      await pool.ready();
      try {
        await pool.render({
          key: `trial:${candidate.shopId}:${candidate.hash}`,
          themeSource: candidate.entrySource,
          request: { state, url: page, missingResource: false, cookieHeader: "" },
          fetch: isolateBridge(`http://${candidate.host}${page}`, pageFetch(page)),
        });
      } catch (error) {
        const fault = asThemeFault(error);
        // Not tried is not passed: the upload is refused for now, and may be sent again.
        if (fault.kind === "unavailable") throw fault;
        if (isThemeFault(fault.kind)) return { page, kind: fault.kind, message: fault.message };
      }
    }
    return null;
  };
}

/** The pages a trial renders: the shop's first product and collection, when it has them. */
async function trialPages(fetch: ReturnType<typeof shopFetch>): Promise<string[]> {
  const firstSlug = async (apiPath: string): Promise<string | null> => {
    const body = (await (await fetch(apiPath)).json().catch(() => null)) as {
      data?: { slug?: unknown }[];
    } | null;
    const slug = body?.data?.[0]?.slug;
    return typeof slug === "string" && slug !== "" ? slug : null;
  };
  const [product, collection] = await Promise.all([
    firstSlug(endpoints.storefront.listProducts.path),
    firstSlug(endpoints.storefront.listCollections.path),
  ]);
  return [
    routePath("home"),
    routePath("products"),
    ...(product === null ? [] : [routePath("product", { slug: product })]),
    routePath("collections"),
    ...(collection === null ? [] : [routePath("collection", { slug: collection })]),
    routePath("cart"),
  ];
}
