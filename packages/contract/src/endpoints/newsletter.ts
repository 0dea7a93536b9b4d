import * as z from "zod/mini";
import { email } from "../rules/field-rules";
import { isoDateTime } from "../types/common";
import { defineEndpoint } from "./endpoint";

export const newsletterSubscriber = z.object({
  email: z.string(),
  subscribedAt: isoDateTime,
});
export type NewsletterSubscriber = z.output<typeof newsletterSubscriber>;

const signup = z.object({ email });
export type NewsletterSignup = z.input<typeof signup>;

/** The shop's email list. */
export const newsletterEndpoints = {
  /**
   * A visitor signs up (202): the answer is the same whether the address was new or already
   * there, so the form cannot be used to learn who subscribes.
   */
  subscribe: defineEndpoint({
    method: "POST",
    base: "storefront",
    path: "/pod/newsletter/subscribers",
    body: signup,
    answer: z.object({ ok: z.literal(true) }),
    access: "public",
  }),
  /** The shop's subscribers, newest first, at most 1,000. */
  listSubscribers: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/creators/newsletter/subscribers",
    answer: z.array(newsletterSubscriber),
    access: "creator",
  }),
};
