import {
  type Gift,
  type GiftRedemption,
  type RedeemGiftCodePayload,
  type TwitchState,
  twitchRoutes,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";

const { twitchState, getGift, verifyGiftCode, redeemGiftCode } = twitchRoutes;

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
    state: async (options) => storefront.call(twitchState, {}, options),
    getGift: async (giftId, options) => storefront.call(getGift, { params: { giftId } }, options),
    verifyGiftCode: async (code, options) =>
      gateway.call(verifyGiftCode, { body: { code } }, options),
    redeemGiftCode: async (payload, options) =>
      gateway.call(redeemGiftCode, { body: payload }, options),
  };
}
