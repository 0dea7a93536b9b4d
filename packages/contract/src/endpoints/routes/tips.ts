// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.tips`. */
export const tipsRoutes: EndpointRoutesOf<(typeof endpoints)["tips"]> = {
  sendTip: {
    method: "POST",
    base: "gateway",
    path: "/order/v3/memberships/send-tip",
    list: false,
    access: "member",
  },
  unlockMessage: {
    method: "POST",
    base: "gateway",
    path: "/order/v3/memberships/unlock-message",
    list: false,
    access: "member",
  },
};
