import * as z from "zod/mini";
import { id } from "../rules/field-rules";
import { badge, exitSurveyPayload, member } from "../types/membership";
import { defineEndpoint, multipart } from "./endpoint";

const memberAnswer = z.object({ member });
const subscriptionOnly = z.object({ subscriptionId: id });
const userOnly = z.object({ userId: id });

/** The signed-in member's own account: profile, welcome post, exit survey, blocks, badges, Discord. */
export const membersEndpoints = {
  profile: defineEndpoint({
    method: "GET",
    base: "membership",
    path: "/api/members/profile",
    answer: memberAnswer,
    access: "member",
  }),
  /**
   * A multipart form of `displayName`, `bio` and `avatar` (a PNG, JPEG or WebP of at most 2 MB);
   * only the fields sent change.
   */
  updateProfile: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/members/update-profile",
    body: multipart,
    answer: memberAnswer,
    access: "member",
  }),
  hideWelcomePost: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/members/hide-welcome-post",
    answer: z.null(),
    access: "member",
  }),
  /** Once per cancelled subscription: 409 SUBSCRIPTION_STATE when it is live or already answered. */
  exitSurvey: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/members/exit-survey",
    body: exitSurveyPayload,
    answer: z.null(),
    access: "member",
  }),
  skipExitSurvey: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/members/skip-exit-survey",
    body: subscriptionOnly,
    answer: z.null(),
    access: "member",
  }),
  block: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/members/block",
    body: userOnly,
    answer: z.null(),
    access: "member",
  }),
  unblock: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/members/unblock",
    body: userOnly,
    answer: z.null(),
    access: "member",
  }),
  /** The badges shown in the profile are exactly those named; answers all the member's badges. */
  showBadges: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/members/badges",
    body: z.object({ badgeIds: z.array(id).check(z.maxLength(100)) }),
    answer: z.array(badge),
    access: "member",
  }),
  /** Links the member's Discord account from an OAuth authorization code. */
  connectDiscord: defineEndpoint({
    method: "POST",
    base: "membership",
    path: "/api/members/integrations/discord",
    body: z.object({
      code: z
        .string()
        .check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, "Not a Discord authorization code.")),
    }),
    answer: z.null(),
    access: "member",
  }),
  disconnectDiscord: defineEndpoint({
    method: "DELETE",
    base: "membership",
    path: "/api/members/integrations/discord",
    answer: z.null(),
    access: "member",
  }),
};
