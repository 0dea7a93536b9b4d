// Generated from `endpoints` by `pnpm endpoint-routes`; endpoint-routes.test.ts checks it.
import type { EndpointRoutesOf } from "../endpoint-route";
import type { endpoints } from "../index";

/** The routes of `endpoints.auth`. */
export const authRoutes: EndpointRoutesOf<(typeof endpoints)["auth"]> = {
  checkCreator: {
    method: "POST",
    base: "membership",
    path: "/api/auth/creator/check",
    list: false,
    access: "public",
  },
  loginCreator: {
    method: "POST",
    base: "membership",
    path: "/api/auth/creator/login",
    list: false,
    access: "public",
  },
  loginMember: {
    method: "POST",
    base: "membership",
    path: "/api/auth/member/login",
    list: false,
    access: "public",
  },
  signupMember: {
    method: "POST",
    base: "membership",
    path: "/api/auth/member/signup",
    list: false,
    access: "public",
  },
  logout: {
    method: "POST",
    base: "membership",
    path: "/api/auth/logout",
    list: false,
    access: "account",
  },
  forgotPassword: {
    method: "POST",
    base: "membership",
    path: "/api/auth/forgot-password",
    list: false,
    access: "public",
  },
  resetPassword: {
    method: "POST",
    base: "membership",
    path: "/api/auth/reset-password",
    list: false,
    access: "public",
  },
  changePassword: {
    method: "POST",
    base: "membership",
    path: "/api/auth/change-password",
    list: false,
    access: "account",
  },
};
