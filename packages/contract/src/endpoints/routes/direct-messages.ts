// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.directMessages`. */
export const directMessagesRoutes: EndpointRoutesOf<(typeof endpoints)["directMessages"]> = {
  listThreads: {
    method: "GET",
    base: "membership",
    path: "/api/direct-message/messages",
    list: true,
    access: "account",
  },
  getThread: {
    method: "GET",
    base: "membership",
    path: "/api/direct-message/messages/:threadId",
    list: false,
    access: "account",
  },
  sendMessage: {
    method: "POST",
    base: "membership",
    path: "/api/direct-message/member/messages",
    list: false,
    access: "member",
  },
  widget: {
    method: "GET",
    base: "membership",
    path: "/api/direct-message/member/widget",
    list: false,
    access: "member",
  },
};
