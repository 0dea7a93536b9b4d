import * as z from "zod/mini";
import { email } from "../rules/field-rules";
import {
  accessTokenResponse,
  changePasswordPayload,
  loginPayload,
  resetPasswordPayload,
  signupPayload,
} from "../types/membership";
import { defineEndpoint } from "./endpoint";

const emailOnly = z.object({ email });

/**
 * Signing in and out, signing up, and passwords. Login and sign-up answer a session token; the
 * password calls answer `null`.
 */
export const authEndpoints = {
  /** Whether an address is the shop's creator, so the login page can ask for the right password. */
  checkCreator: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/auth/creator/check",
    body: emailOnly,
    answer: z.object({ isCreator: z.boolean() }),
    access: "public",
  }),
  /** 401 INVALID_CREDENTIALS when the email or password is wrong, equally slow either way. */
  loginCreator: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/auth/creator/login",
    body: loginPayload,
    answer: accessTokenResponse,
    access: "public",
  }),
  loginMember: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/auth/member/login",
    body: loginPayload,
    answer: accessTokenResponse,
    access: "public",
  }),
  /**
   * A new member account; with `withLogin=true` it answers a session token, else `null`.
   * 409 EMAIL_TAKEN when the address already has one.
   */
  signupMember: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/auth/member/signup",
    query: z.object({ withLogin: z.optional(z.enum(["true", "false"])) }),
    body: signupPayload,
    answer: z.nullable(accessTokenResponse),
    access: "public",
  }),
  /** Ends the token's session on the server. */
  logout: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/auth/logout",
    answer: z.null(),
    access: "account",
  }),
  /** Mails a reset link; answers the same whether or not the address has an account. */
  forgotPassword: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/auth/forgot-password",
    body: emailOnly,
    answer: z.null(),
    access: "public",
  }),
  /** A new password from a reset link's token; every session of the account ends. */
  resetPassword: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/auth/reset-password",
    body: resetPasswordPayload,
    answer: z.null(),
    access: "public",
  }),
  /** Every other session of the account ends; this one stays. */
  changePassword: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/auth/change-password",
    body: changePasswordPayload,
    answer: z.null(),
    access: "account",
  }),
};
