// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.members`. */
export const membersRoutes: EndpointRoutesOf<(typeof endpoints)["members"]> = {
  profile: {
    method: "GET",
    base: "membership",
    path: "/api/members/profile",
    list: false,
    access: "member",
  },
  updateProfile: {
    method: "POST",
    base: "membership",
    path: "/api/members/update-profile",
    list: false,
    access: "member",
  },
  hideWelcomePost: {
    method: "POST",
    base: "membership",
    path: "/api/members/hide-welcome-post",
    list: false,
    access: "member",
  },
  exitSurvey: {
    method: "POST",
    base: "membership",
    path: "/api/members/exit-survey",
    list: false,
    access: "member",
  },
  skipExitSurvey: {
    method: "POST",
    base: "membership",
    path: "/api/members/skip-exit-survey",
    list: false,
    access: "member",
  },
  block: {
    method: "POST",
    base: "membership",
    path: "/api/members/block",
    list: false,
    access: "member",
  },
  unblock: {
    method: "POST",
    base: "membership",
    path: "/api/members/unblock",
    list: false,
    access: "member",
  },
  showBadges: {
    method: "POST",
    base: "membership",
    path: "/api/members/badges",
    list: false,
    access: "member",
  },
  connectDiscord: {
    method: "POST",
    base: "membership",
    path: "/api/members/integrations/discord",
    list: false,
    access: "member",
  },
  disconnectDiscord: {
    method: "DELETE",
    base: "membership",
    path: "/api/members/integrations/discord",
    list: false,
    access: "member",
  },
};
