/** The page frames a route can be rendered in (spec §2); a theme provides one component each. */
export const LAYOUT_NAMES = ["default", "full-width", "none", "donation", "membership"] as const;

export type LayoutName = (typeof LAYOUT_NAMES)[number];
