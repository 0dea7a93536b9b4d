import type { MembershipSettings, Shop, User } from "@vitrine/contract";
import type { GuardDecision } from "./guard-decision";

/**
 * Everything a route guard may look at, gathered by the host for one navigation. Guards read it
 * and never change it.
 */
export interface GuardContext {
  /** The URL's pathname, e.g. `/products/t-shirt` (no query, no fragment). */
  path: string;
  /** The URL's query, kept on redirects that only fix the path. */
  search: URLSearchParams | Readonly<Record<string, string>>;
  shop: Shop | null;
  /** What the guards read of the membership settings: whether it is on, and for whom. */
  membershipSettings: Pick<MembershipSettings, "enabled" | "membershipVisibility"> | null;
  /** The logged-in member or creator, `null` for a visitor. */
  user: User | null;
  /** Cookies of the request, by name. */
  cookies: Readonly<Record<string, string | undefined>>;
  /** The `customizing` query flag is set. */
  customizing: boolean;
  /** The page runs inside a frame (the customizer's preview). */
  inFrame: boolean;
}

/** One check of the pipeline: a pure function from the context to a decision. */
export type RouteGuard = (context: GuardContext) => GuardDecision;
