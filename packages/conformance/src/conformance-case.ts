import type { Endpoint } from "@vitrine/contract";
import type { Storefront } from "@vitrine/sdk";

/** Who makes a call: nobody signed in, the demo shop's paid member, or its creator. */
export type Caller = "visitor" | "member" | "creator";

/**
 * What a case may need to know of the platform it runs against that no SDK call tells: the demo's
 * seeded facts that differ between the shop API and the fake platform, and its outbox.
 */
export interface PlatformFacts {
  /** The id of the demo shop's free tier (a downgrade's target). */
  freeTierId: string;
  /** The token of the newest password-reset link mailed to `email`. */
  resetTokenFor(email: string): string;
}

/**
 * One SDK call and the endpoint it must reach. The suite makes it against both platforms and
 * parses each answer with the endpoint's schema.
 */
export interface ConformanceCase {
  endpoint: Endpoint;
  as: Caller;
  call(storefront: Storefront, facts: PlatformFacts): Promise<unknown>;
}
