import * as z from "zod/mini";
import { gift, giftRedemption, redeemGiftCodePayload, verifyGiftCodePayload } from "../types/gifts";
import { twitchState } from "../types/shop";
import { defineEndpoint } from "./endpoint";

/**
 * The Twitch integration and its gifts: the channel's state, the gift page, and gift codes
 * (verify shows which gift a code opens; redeem ships it as a free order, once). Codes are
 * secrets: their calls are rate-limited per client.
 */
export const twitchEndpoints = {
  /** `null` when the shop has no Twitch channel connected. */
  twitchState: defineEndpoint({
    method: "GET",
    base: "storefront",
    path: "/pod/twitch",
    answer: z.nullable(twitchState),
    access: "public",
  }),
  getGift: defineEndpoint({
    method: "GET",
    base: "storefront",
    path: "/pod/gifts/:giftId",
    answer: gift,
    access: "public",
  }),
  /** 404 INVALID_GIFT_CODE for an unknown code, 409 GIFT_ALREADY_REDEEMED for a used one. */
  verifyGiftCode: defineEndpoint({
    method: "POST",
    base: "gateway",
    path: "/order/v3/twitch/gift-codes/verify",
    body: verifyGiftCodePayload,
    answer: gift,
    access: "public",
  }),
  redeemGiftCode: defineEndpoint({
    method: "POST",
    base: "gateway",
    path: "/order/v3/twitch/gift-codes/redeem",
    body: redeemGiftCodePayload,
    answer: giftRedemption,
    access: "public",
  }),
};
