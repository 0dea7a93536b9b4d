import {
  type ComingSoon,
  type ContentPage,
  enterComingSoonRoute,
  pagesRoutes,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";

const { get, comingSoon } = pagesRoutes;

/** Content pages and the coming-soon screen on `storefrontApiBase`. */
export interface PagesApi {
  get(slug: string, options?: RequestOptions): Promise<ContentPage>;
  comingSoon(options?: RequestOptions): Promise<ComingSoon>;
  /**
   * Checks the early-access password; on `{ ok: true }` the caller sets the `protected enter`
   * cookie (`PROTECTED_ENTER_COOKIE`) to `true`, which chooses the pages. The shop's data opens
   * only with the HttpOnly unlock cookie the API sets on the same answer (the server decides), so
   * the call must reach the shop's own origin. A wrong password fails with 401.
   */
  enterComingSoon(password: string, options?: RequestOptions): Promise<{ ok: true }>;
}

export function createPagesApi(client: HttpClient): PagesApi {
  return {
    get: async (slug, options) => client.call(get, { params: { slug } }, options),
    comingSoon: async (options) => client.call(comingSoon, {}, options),
    enterComingSoon: async (password, options) =>
      client.call(enterComingSoonRoute, { body: { password } }, options),
  };
}
