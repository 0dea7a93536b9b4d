import {
  type Donation,
  type DonationPayload,
  type DonationSettings,
  endpoints,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";

const { settings, donate, get } = endpoints.donations;

/** Donations on `gatewayBase`, no login. */
export interface DonationsApi {
  settings(options?: RequestOptions): Promise<DonationSettings>;
  /** Pays and records the donation; a declined card fails with 402 PAYMENT_DECLINED. */
  donate(payload: DonationPayload, options?: RequestOptions): Promise<Donation>;
  /** The success page's donation. */
  get(donationId: string, options?: RequestOptions): Promise<Donation>;
}

export function createDonationsApi(client: HttpClient): DonationsApi {
  return {
    settings: async (options) => client.call(settings, {}, options),
    donate: async (payload, options) => client.call(donate, { body: payload }, options),
    get: async (donationId, options) => client.call(get, { params: { donationId } }, options),
  };
}
