import type { ContentVisibility, TierType } from "@vitrine/contract";

/** Who is asking, as far as content access goes. */
export type Viewer =
  | { kind: "VISITOR" }
  | { kind: "CREATOR"; id: string }
  | { kind: "MEMBER"; id: string; tier: { id: string; type: TierType; position: number } | null };

export interface AccessRule {
  visibility: ContentVisibility;
  /** Position of the lowest tier that opens `PAID` content; null means any paid tier. */
  minTierPosition: number | null;
}

/**
 * Whether the viewer may open content: the creator opens everything; `PUBLIC` is for anyone;
 * `MEMBERS` for any logged-in member; `PAID` for a member whose paid tier is at or above the
 * required one, or who bought the post (`unlocked`).
 * @example canOpen({ visibility: "PAID", minTierPosition: 2 }, { kind: "MEMBER", id: "m", tier: { id: "t", type: "PAID", position: 1 } }) // false
 * @example canOpen({ visibility: "MEMBERS", minTierPosition: null }, { kind: "MEMBER", id: "m", tier: null }) // true
 */
export function canOpen(rule: AccessRule, viewer: Viewer, unlocked = false): boolean {
  if (viewer.kind === "CREATOR" || rule.visibility === "PUBLIC") return true;
  if (viewer.kind === "VISITOR") return false;
  if (rule.visibility === "MEMBERS" || unlocked) return true;
  const tier = viewer.tier;
  return tier?.type === "PAID" && tier.position >= (rule.minTierPosition ?? 0);
}

/** Where a viewer who may not open something is sent. */
export const PRICING_PATH = "/membership/pricing";

/**
 * The page that opens locked content: a logged-in member sent to the unlock page of a post
 * sold on its own, everyone else to pricing.
 * @example lockedRedirect({ kind: "VISITOR" }, { postId: "p1", unlockPrice: 300 }) // "/membership/pricing"
 */
export function lockedRedirect(
  viewer: Viewer,
  post?: { postId: string; unlockPrice: number | null },
): string {
  if (viewer.kind === "MEMBER" && post && post.unlockPrice !== null) {
    return `/membership/posts/${encodeURIComponent(post.postId)}/unlock`;
  }
  return PRICING_PATH;
}
