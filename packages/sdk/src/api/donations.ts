import {
  type Donation,
  type DonationPayload,
  type DonationSettings,
  donationsRoutes,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";

const { settings, donate, confirm, get } = donationsRoutes;

/** Donations on `gatewayBase`, no login. */
export interface DonationsApi {
  settings(options?: RequestOptions): Promise<DonationSettings>;
  /**
   * Pays and records the donation, `PAID` or `REQUIRES_ACTION` (the bank asks the donor to
   * confirm: then `confirm`); a declined card fails with 402 PAYMENT_DECLINED.
   */
  donate(payload: DonationPayload, options?: RequestOptions): Promise<Donation>;
  /** Charges a `REQUIRES_ACTION` donation the donor confirmed with their bank; declined: 402. */
  confirm(donationId: string, options?: RequestOptions): Promise<Donation>;
  /** The success page's donation. */
  get(donationId: string, options?: RequestOptions): Promise<Donation>;
}

export function createDonationsApi(client: HttpClient): DonationsApi {
  return {
    settings: async (options) => client.call(settings, {}, options),
    donate: async (payload, options) => client.call(donate, { body: payload }, options),
    confirm: async (donationId, options) =>
      client.call(confirm, { params: { donationId } }, options),
    get: async (donationId, options) => client.call(get, { params: { donationId } }, options),
  };
}
