import {
  type ApiErrorBody,
  STOREFRONT_DISCOVERY_PATH,
  type StorefrontDiscovery,
  storefrontDiscovery,
} from "@vitrine/contract";
import type { FetchLike, StorefrontConfig } from "./config";
import { ApiError, networkError } from "./http/api-error";

/**
 * What `createStorefront` takes to connect to a shop by its address alone: the shop's id, API
 * bases, currency and locale are read from the shop itself (`discoverStorefront`).
 */
export interface ShopStorefrontConfig
  extends Omit<StorefrontConfig, "shopId" | "endpoints" | "locale" | "currency" | "initialState"> {
  /** The shop's address, e.g. `https://demo.example`; only its origin is used. */
  shop: string;
}

/**
 * Reads a shop's configuration from its own origin (`GET /api/storefront-config`), checked
 * against the contract. From a browser on another origin the shop answers only when its creator
 * allows that origin (CORS). A shop that cannot be reached is an ApiError `NETWORK_ERROR`; one
 * that answers with an error, an ApiError with its status and code.
 *
 * @example
 * await discoverStorefront("https://demo.example")
 * // { shop: { id: "shop_demo", name: "Demo", currency: "USD", locale: "en" },
 * //   endpoints: { gatewayBase: "https://demo.example", … } }
 */
export async function discoverStorefront(
  shop: string,
  fetch: FetchLike = (input, init) => globalThis.fetch(input, init),
): Promise<StorefrontDiscovery> {
  const address = `${new URL(shop).origin}${STOREFRONT_DISCOVERY_PATH}`;
  let response: Response;
  try {
    response = await fetch(address, { headers: { Accept: "application/json" } });
  } catch (error) {
    throw networkError(
      error,
      `The shop at ${new URL(shop).origin} could not be reached, or does not let this origin call it.`,
    );
  }
  const body = (await response.json().catch(() => null)) as
    | (Partial<ApiErrorBody> & { data?: unknown })
    | null;
  if (!response.ok) {
    const message = body?.message ?? `The shop answered ${response.status} to ${address}`;
    throw new ApiError(message, {
      statusCode: response.status,
      statusMessage: response.statusText,
      data: { statusCode: body?.statusCode, code: body?.code, message },
    });
  }
  const parsed = storefrontDiscovery.safeParse(body?.data);
  if (!parsed.success) throw new TypeError(`${address} is not a Vitrine shop's configuration`);
  return parsed.data;
}
