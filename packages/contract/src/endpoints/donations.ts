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
  /** Pays and records a donation; a declined card stores nothing and answers 402. */
  donate: defineEndpoint({
    method: "POST",
    base: "gateway",
    path: "/order/v3/donations",
    body: donationPayload,
    answer: donation,
    access: "public",
  }),
  /** The success page's donation, by its unguessable id. */
  get: defineEndpoint({
    method: "GET",
    base: "gateway",
    path: "/order/v3/donations/:donationId",
    answer: donation,
    access: "public",
  }),
};
