import { type NewsletterSubscriber, newsletterRoutes } from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";

const { subscribe, listSubscribers } = newsletterRoutes;

/** The shop's email list: visitors sign up, its creator reads who did. */
export interface NewsletterApi {
  /**
   * Signs an address up to the shop's emails. Resolves the same whether it was new or already
   * there; 400 names `email` when it is not an address, 429 after too many tries.
   */
  subscribe(email: string, options?: RequestOptions): Promise<{ ok: true }>;
  /** The shop's subscribers, newest first; the shop's creator only. */
  listSubscribers(options?: RequestOptions): Promise<NewsletterSubscriber[]>;
}

export function createNewsletterApi(storefront: HttpClient, membership: HttpClient): NewsletterApi {
  return {
    subscribe: async (email, options) => storefront.call(subscribe, { body: { email } }, options),
    listSubscribers: async (options) => membership.call(listSubscribers, {}, options),
  };
}
