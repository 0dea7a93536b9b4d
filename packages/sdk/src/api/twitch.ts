import type { Gift, GiftRedemption, RedeemGiftCodePayload, TwitchState } from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import { type HttpClient, pathSegment } from "../http/client";

/**
 * The Twitch integration: its state and the gift page on `storefrontApiBase`, gift codes on
 * `gatewayBase` (verify shows the gift a code opens; redeem ships it, once).
 */
export interface TwitchApi {
  /** `null` when the shop has no Twitch channel connected. */
  state(options?: RequestOptions): Promise<TwitchState | null>;
  getGift(giftId: string, options?: RequestOptions): Promise<Gift>;
  verifyGiftCode(code: string, options?: RequestOptions): Promise<Gift>;
  redeemGiftCode(payload: RedeemGiftCodePayload, options?: RequestOptions): Promise<GiftRedemption>;
}

export function createTwitchApi(storefront: HttpClient, gateway: HttpClient): TwitchApi {
  return {
    state: async (options) => storefront.data("/pod/twitch", {}, options),
    getGift: async (giftId, options) =>
      storefront.data(`/pod/gifts/${pathSegment(giftId)}`, {}, options),
    verifyGiftCode: async (code, options) =>
      gateway.data(
        "/order/v3/twitch/gift-codes/verify",
        { method: "POST", body: { code } },
        options,
      ),
    redeemGiftCode: async (payload, options) =>
      gateway.data(
        "/order/v3/twitch/gift-codes/redeem",
        { method: "POST", body: payload },
        options,
      ),
  };
}
