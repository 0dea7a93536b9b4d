import type { IsoDateTime } from "./types/common";

/**
 * A visitor signs up to the shop's emails (`POST`, public): the answer is the same whether the
 * address was new or already there, so the form cannot be used to learn who subscribes. The shop's
 * creator lists them (`GET`, newest first).
 */
export const NEWSLETTER_SUBSCRIBERS_PATH = "/pod/newsletter/subscribers";

/** The shop's creator reads its subscribers here. */
export const CREATOR_NEWSLETTER_SUBSCRIBERS_PATH = "/api/creators/newsletter/subscribers";

export interface NewsletterSignup {
  email: string;
}

export interface NewsletterSubscriber {
  email: string;
  subscribedAt: IsoDateTime;
}
