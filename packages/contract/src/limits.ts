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
/** The smallest tip a member may send the creator, in minor units ($1.00): below it fees eat it. */
export const MIN_TIP_AMOUNT = 100;
/** The largest tip, in minor units ($1,000.00): a typo must not charge a fortune. */
export const MAX_TIP_AMOUNT = 100_000;
/** The longest note that goes with a tip. */
export const TIP_MESSAGE_MAX_LENGTH = 500;
