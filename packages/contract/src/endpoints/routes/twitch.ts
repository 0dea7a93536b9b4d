// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.twitch`. */
export const twitchRoutes: EndpointRoutesOf<(typeof endpoints)["twitch"]> = {
  twitchState: {
    method: "GET",
    base: "storefront",
    path: "/pod/twitch",
    list: false,
    access: "public",
  },
  getGift: {
    method: "GET",
    base: "storefront",
    path: "/pod/gifts/:giftId",
    list: false,
    access: "public",
  },
  verifyGiftCode: {
    method: "POST",
    base: "gateway",
    path: "/order/v3/twitch/gift-codes/verify",
    list: false,
    access: "public",
  },
  redeemGiftCode: {
    method: "POST",
    base: "gateway",
    path: "/order/v3/twitch/gift-codes/redeem",
    list: false,
    access: "public",
  },
};
