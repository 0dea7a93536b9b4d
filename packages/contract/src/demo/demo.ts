/**
 * The seeded demo's secrets that documentation, stories and tests type in: the test payment
 * provider's cards (as a shopper types them), the accounts' passwords, the coming-soon password
 * and the gift codes.
 */

/** The accounts of `demo.localhost` (and the minimal shop's creator), by the role each one plays. */
export const DEMO_CREDENTIALS = {
  creator: { email: "creator@demo.test", password: "creator-pass-1" },
  /** Paid tier, active subscription. */
  member: { email: "member@demo.test", password: "member-pass-1" },
  /** A member without a subscription. */
  free: { email: "free@demo.test", password: "free-pass-1" },
  /** Subscription cancelled, exit survey not yet done. */
  cancelled: { email: "cancelled@demo.test", password: "cancelled-pass-1" },
  /** The creator of `minimal.localhost`, who publishes its theme (`vitrine theme publish`). */
  minimalCreator: { email: "creator@minimal.test", password: "creator-pass-1" },
  /**
   * A member of `private.localhost` without a subscription: a private membership takes no
   * sign-ups, so one its creator let in stands for the account its area still sends home.
   */
  privateFree: { email: "free@private.test", password: "free-pass-1" },
} as const;

/** The test provider's documented cards; any other Luhn-valid number pays too. */
export const TEST_CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  requiresAction: "4000 0000 0000 3220",
} as const;

/** What the test provider says of a declined card. */
export const DECLINED_MESSAGE = "Your card was declined.";
/** What the test provider says of a card whose bank wants the payment confirmed. */
export const REQUIRES_ACTION_MESSAGE = "Your bank asks you to confirm this payment.";
/**
 * A payment the bank wants confirmed where no confirmation step is offered (the shop checkout,
 * tips and unlocks on a saved card): refused with the bank's words and a way out.
 */
export const CONFIRMATION_REFUSED_MESSAGE = `${REQUIRES_ACTION_MESSAGE} Use another card for this payment.`;

/** The early-access password of `soon.localhost`. */
export const COMING_SOON_PASSWORD = "let-me-in";

/** Redemption codes of the demo's Twitch gifts: the first two open, the third for redeeming. */
export const DEMO_GIFT_CODES = ["OWL-GIFT-2026", "MUG-GIFT-2026", "TEE-GIFT-2026"] as const;
