import type { Donation, DonationPayload, DonationSettings } from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import { type HttpClient, pathSegment } from "../http/client";

/** Donations on `gatewayBase`, no login. */
export interface DonationsApi {
  settings(options?: RequestOptions): Promise<DonationSettings>;
  /** Pays and records the donation; a declined card fails with 402 PAYMENT_DECLINED. */
  donate(payload: DonationPayload, options?: RequestOptions): Promise<Donation>;
  /** The success page's donation. */
  get(donationId: string, options?: RequestOptions): Promise<Donation>;
}

const BASE = "/order/v3/donations";

export function createDonationsApi(client: HttpClient): DonationsApi {
  return {
    settings: async (options) => client.data(`${BASE}/settings`, {}, options),
    donate: async (payload, options) =>
      client.data(BASE, { method: "POST", body: payload }, options),
    get: async (donationId, options) =>
      client.data(`${BASE}/${pathSegment(donationId)}`, {}, options),
  };
}
