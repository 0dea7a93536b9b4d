// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.subscriptions`. */
export const subscriptionsRoutes: EndpointRoutesOf<(typeof endpoints)["subscriptions"]> = {
  downgradeSubscription: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/memberships/subscription/downgrade",
    list: false,
    access: "member",
  },
  cancelSubscriptionDowngrade: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/memberships/subscription/downgrade/cancel",
    list: false,
    access: "member",
  },
  resumeSubscription: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/memberships/subscription/resume",
    list: false,
    access: "member",
  },
  cancelSubscription: {
    method: "PUT",
    base: "gateway",
    path: "/order/v3/memberships/subscription/cancel",
    list: false,
    access: "member",
  },
};
