/**
 * Cookies the storefront writes and the shop platform reads on the same origin: the names are the
 * agreement, their attributes are the storefront's business.
 */

/** The signed-in member's or creator's access token. */
export const AUTH_TOKEN_COOKIE = "vitrine_auth_token";
/** The anonymous cart's token. */
export const CART_TOKEN_COOKIE = "vitrine_cart_token";
/** Lets its holder into a coming-soon shop's pages when its value is `true`. */
export const PROTECTED_ENTER_COOKIE = "protected enter";
