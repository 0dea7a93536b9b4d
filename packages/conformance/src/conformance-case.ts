import type { Endpoint } from "@vitrine/contract";
import type { Storefront } from "@vitrine/sdk";

/** Who makes a call: nobody signed in, the demo shop's paid member, or its creator. */
export type Caller = "visitor" | "member" | "creator";

/**
 * One SDK call and the endpoint it must reach. The suite makes it against both platforms and
 * parses each answer with the endpoint's schema.
 */
export interface ConformanceCase {
  endpoint: Endpoint;
  as: Caller;
  call(storefront: Storefront): Promise<unknown>;
}
