import { donation, donationPayload, donationSettings } from "../types/donations";
import { defineEndpoint } from "./endpoint";

/** Donations to the shop, paid in one step, no login; 404 DONATIONS_DISABLED when it takes none. */
export const donationsEndpoints = {
  settings: defineEndpoint({
    method: "GET",
    base: "gateway",
    path: "/order/v3/donations/settings",
    answer: donationSettings,
    access: "public",
  }),
  /**
   * Pays and records a donation: `PAID`, or `REQUIRES_ACTION` when the bank asks the donor to
   * confirm (then `confirm`); a declined card stores nothing and answers 402.
   */
  donate: defineEndpoint({
    method: "POST",
    base: "gateway",
    path: "/order/v3/donations",
    body: donationPayload,
    answer: donation,
    access: "public",
  }),
  /**
   * The donor confirmed a `REQUIRES_ACTION` donation with their bank: charges it and answers it
   * `PAID`; declined, it is dropped and answers 402. A paid donation answers as it is.
   */
  confirm: defineEndpoint({
    method: "PUT",
    base: "gateway",
    path: "/order/v3/donations/:donationId/payment",
    answer: donation,
    access: "public",
  }),
  /** The success page's donation, by its unguessable id: paid ones only. */
  get: defineEndpoint({
    method: "GET",
    base: "gateway",
    path: "/order/v3/donations/:donationId",
    answer: donation,
    access: "public",
  }),
};
