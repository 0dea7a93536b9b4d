import { newsletterEndpoints } from "./newsletter";

/**
 * Every call of the shop platform, by service: `endpoints.newsletter.subscribe` is the one
 * description the SDK, shop-api, the fake platform and the conformance suite read.
 */
export const endpoints = {
  newsletter: newsletterEndpoints,
};
