import * as z from "zod/mini";
import { defineEndpoint, nothing } from "./endpoint";

/** How many browser origins a creator may let call the shop's API. */
export const ALLOWED_ORIGINS_LIMIT = 20;

/** Where an app on any origin reads a shop's configuration: the shop's own origin, this path. */
export const STOREFRONT_DISCOVERY_PATH = "/api/storefront-config";

const baseUrl = z.string().check(z.url());

/**
 * What `createStorefront({ shop: "https://demo.example" })` reads from the shop itself: its id,
 * name, currency and locale, and the six API bases its calls go to.
 */
export const storefrontDiscovery = z.object({
  shop: z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string(),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    locale: z.string().check(z.minLength(2)),
  }),
  endpoints: z.object({
    gatewayBase: baseUrl,
    storefrontApiBase: baseUrl,
    membershipBase: baseUrl,
    creatorSiteBase: baseUrl,
    assetsHost: baseUrl,
    imageHost: baseUrl,
  }),
});
export type StorefrontDiscovery = z.output<typeof storefrontDiscovery>;

/**
 * One browser origin, exactly as a browser sends it in `Origin`: `https://host[:port]`, no path,
 * no wildcard, lower-case (`http` only for `localhost`-style hosts is left to the creator).
 */
const origin = z.string().check(
  z.maxLength(200),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/.test(value) && url.origin === value;
    } catch {
      return false;
    }
  }, "must be an origin like https://app.example.com (scheme, host and port only, lower-case)"),
);

/** The origins a shop lets call its API from a browser (CORS); empty by default. */
export const allowedOrigins = z.object({
  origins: z.array(origin).check(z.maxLength(ALLOWED_ORIGINS_LIMIT)),
});
export type AllowedOrigins = z.output<typeof allowedOrigins>;

/**
 * Discovery, and the shop's CORS list its creator keeps: the shop API answers a browser's
 * cross-origin calls only from these origins (preflight 403 for any other).
 */
export const storefrontDiscoveryEndpoints = {
  discover: defineEndpoint({
    method: "GET",
    base: "gateway",
    path: STOREFRONT_DISCOVERY_PATH,
    body: nothing,
    answer: storefrontDiscovery,
    access: "public",
  }),
  allowedOrigins: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/creators/allowed-origins",
    body: nothing,
    answer: allowedOrigins,
    access: "creator",
  }),
  setAllowedOrigins: defineEndpoint({
    method: "PUT",
    base: "membership",
    path: "/api/creators/allowed-origins",
    body: allowedOrigins,
    answer: allowedOrigins,
    access: "creator",
  }),
};
