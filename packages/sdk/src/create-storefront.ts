import { createStorefrontApi, type StorefrontApi } from "./api/index";
import {
  type ResolvedStorefrontConfig,
  resolveStorefrontConfig,
  type StorefrontConfig,
} from "./config";
import { createBrowserCookieJar } from "./cookies/browser-cookie-jar";
import type { CookieJar } from "./cookies/cookie-jar";
import { createMemoryCookieJar } from "./cookies/memory-cookie-jar";
import { readAuthToken } from "./cookies/tokens";
import { createHttpClients } from "./http/client";
import { createSessionAccess, type SessionAccess } from "./session/session-access";

/** One storefront: everything it holds is its own, so instances never share state. */
export interface Storefront {
  config: ResolvedStorefrontConfig;
  cookies: CookieJar;
  session: SessionAccess;
  api: StorefrontApi;
}

/**
 * Builds a storefront instance from its config: the HTTP clients per base, the API namespaces,
 * the cookie jar and the session read from it.
 *
 * @example
 * const storefront = createStorefront({ shopId: "shop_1", endpoints, locale: "fr" });
 * const { data: products } = await storefront.api.storefront.listProducts({ page: 1 });
 */
export function createStorefront(input: StorefrontConfig): Storefront {
  const config = resolveStorefrontConfig(input);
  const cookies = input.cookies ?? defaultCookieJar();
  const clients = createHttpClients(config, () => readAuthToken(cookies), input.fetch);
  return {
    config,
    cookies,
    session: createSessionAccess(cookies),
    api: createStorefrontApi(clients, config.shopId),
  };
}

function defaultCookieJar(): CookieJar {
  return typeof document === "undefined"
    ? createMemoryCookieJar()
    : createBrowserCookieJar(document);
}
