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
/** Items a list call answers when the caller names no page size (spec §12). */
export const DEFAULT_PAGE_SIZE = 12;
/** Billing records a page of the member's billing history holds when the caller names no size. */
export const BILLING_PAGE_SIZE = 10;
/** The most items one list call answers, whatever the caller asks. */
export const MAX_PAGE_SIZE = 100;
/** RFC 5321's longest address. */
export const EMAIL_MAX_LENGTH = 254;
/** The longest name a member shows others (profile, sign-up). */
export const DISPLAY_NAME_MAX_LENGTH = 80;
/** The longest bio a member or creator shows in their profile. */
export const BIO_MAX_LENGTH = 500;
/** The longest comment a cancelled member may leave in the exit survey. */
export const EXIT_SURVEY_COMMENT_MAX_LENGTH = 2000;
/** The longest direct message. */
export const DIRECT_MESSAGE_MAX_LENGTH = 2000;
/** The longest name a donor may give. */
export const DONOR_NAME_MAX_LENGTH = 80;
/** The longest note that goes with a donation. */
export const DONATION_MESSAGE_MAX_LENGTH = 280;
/** The longest full name on an address or a checkout's details. */
export const FULL_NAME_MAX_LENGTH = 120;
/** The longest street line of an address. */
export const ADDRESS_LINE_MAX_LENGTH = 200;
/** The longest city or region of an address. */
export const ADDRESS_AREA_MAX_LENGTH = 100;
/** The longest postal code. */
export const POSTAL_CODE_MAX_LENGTH = 20;
/** The longest phone number on an address. */
export const PHONE_MAX_LENGTH = 40;
