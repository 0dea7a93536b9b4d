import { cartEndpoints } from "./cart";
import { catalogEndpoints } from "./catalog";
import { newsletterEndpoints } from "./newsletter";
import { socialEndpoints } from "./social";

/**
 * Every call of the shop platform, by service: `endpoints.newsletter.subscribe` is the one
 * description the SDK, shop-api, the fake platform and the conformance suite read.
 */
export const endpoints = {
  newsletter: newsletterEndpoints,
  storefront: catalogEndpoints,
  social: socialEndpoints,
  cart: cartEndpoints,
};
