/**
 * Limits the storefront checks as the shopper types and the shop platform enforces on every call:
 * one number each, so a form never accepts what the API then refuses.
 */

/** The shortest password an account may have. */
export const MIN_PASSWORD_LENGTH = 8;
/** The longest password the platform hashes (scrypt work grows with the input). */
export const MAX_PASSWORD_LENGTH = 200;
/** The longest note a shopper may leave the creator with a checkout. */
export const CHECKOUT_MESSAGE_MAX_LENGTH = 500;
