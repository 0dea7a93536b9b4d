import type {
  AccessTokenResponse,
  Badge,
  ChangePasswordPayload,
  Creator,
  ExitSurveyPayload,
  LoginPayload,
  Member,
  ProfileUpdate,
  ResetPasswordPayload,
  SignupPayload,
} from "@vitrine/contract";
import type { RequestOptions } from "../http/api-error";
import type { HttpClient } from "../http/client";

/** The membership API on `membershipBase`; calls send `Authorization: Bearer` when logged in. */
export interface MembershipApi {
  checkCreator(email: string, options?: RequestOptions): Promise<{ isCreator: boolean }>;
  loginCreator(payload: LoginPayload, options?: RequestOptions): Promise<AccessTokenResponse>;
  loginMember(payload: LoginPayload, options?: RequestOptions): Promise<AccessTokenResponse>;
  /** Signs up and logs in at once (`withLogin=true`). */
  signupMember(payload: SignupPayload, options?: RequestOptions): Promise<AccessTokenResponse>;
  logout(options?: RequestOptions): Promise<null>;
  /** Answers the same whether or not the email has an account. */
  forgotPassword(email: string, options?: RequestOptions): Promise<null>;
  resetPassword(payload: ResetPasswordPayload, options?: RequestOptions): Promise<null>;
  changePassword(payload: ChangePasswordPayload, options?: RequestOptions): Promise<null>;
  hideWelcomePost(options?: RequestOptions): Promise<null>;
  profile(options?: RequestOptions): Promise<{ member: Member }>;
  /** Sent as multipart form data; only the fields given change. */
  updateProfile(update: ProfileUpdate, options?: RequestOptions): Promise<{ member: Member }>;
  exitSurvey(payload: ExitSurveyPayload, options?: RequestOptions): Promise<null>;
  skipExitSurvey(subscriptionId: string, options?: RequestOptions): Promise<null>;
  block(userId: string, options?: RequestOptions): Promise<null>;
  unblock(userId: string, options?: RequestOptions): Promise<null>;
  /** Chooses the badges shown in the member's profile. */
  showBadges(badgeIds: string[], options?: RequestOptions): Promise<Badge[]>;
  connectDiscord(code: string, options?: RequestOptions): Promise<null>;
  disconnectDiscord(options?: RequestOptions): Promise<null>;
  shadowban(memberId: string, options?: RequestOptions): Promise<null>;
  creatorProfile(options?: RequestOptions): Promise<{ creator: Creator }>;
  updateCreatorProfile(
    update: ProfileUpdate,
    options?: RequestOptions,
  ): Promise<{ creator: Creator }>;
}

export function createMembershipApi(client: HttpClient): MembershipApi {
  const post = <T>(path: string, body: object | undefined, options?: RequestOptions) =>
    client.data<T>(path, { method: "POST", body }, options);
  return {
    checkCreator: async (email, options) => post("/api/auth/creator/check", { email }, options),
    loginCreator: async (payload, options) => post("/api/auth/creator/login", payload, options),
    loginMember: async (payload, options) => post("/api/auth/member/login", payload, options),
    signupMember: async (payload, options) =>
      client.data(
        "/api/auth/member/signup",
        { method: "POST", query: { withLogin: "true" }, body: payload },
        options,
      ),
    logout: async (options) => post("/api/auth/logout", undefined, options),
    forgotPassword: async (email, options) => post("/api/auth/forgot-password", { email }, options),
    resetPassword: async (payload, options) => post("/api/auth/reset-password", payload, options),
    changePassword: async (payload, options) => post("/api/auth/change-password", payload, options),
    hideWelcomePost: async (options) => post("/api/members/hide-welcome-post", undefined, options),
    profile: async (options) => client.data("/api/members/profile", {}, options),
    updateProfile: async (update, options) =>
      post("/api/members/update-profile", profileForm(update), options),
    exitSurvey: async (payload, options) => post("/api/members/exit-survey", payload, options),
    skipExitSurvey: async (subscriptionId, options) =>
      post("/api/members/skip-exit-survey", { subscriptionId }, options),
    block: async (userId, options) => post("/api/members/block", { userId }, options),
    unblock: async (userId, options) => post("/api/members/unblock", { userId }, options),
    showBadges: async (badgeIds, options) => post("/api/members/badges", { badgeIds }, options),
    connectDiscord: async (code, options) =>
      post("/api/members/integrations/discord", { code }, options),
    disconnectDiscord: async (options) =>
      client.data("/api/members/integrations/discord", { method: "DELETE" }, options),
    shadowban: async (memberId, options) => post("/api/creators/shadowban", { memberId }, options),
    creatorProfile: async (options) => client.data("/api/creators/profile", {}, options),
    updateCreatorProfile: async (update, options) =>
      post("/api/creators/update-profile", profileForm(update), options),
  };
}

/**
 * The multipart body of a profile update, with only the fields given.
 *
 * @example
 * profileForm({ bio: "Hi" }) // → FormData { bio: "Hi" }
 */
export function profileForm(update: ProfileUpdate): FormData {
  const form = new FormData();
  if (update.displayName !== undefined) form.append("displayName", update.displayName);
  if (update.bio !== undefined) form.append("bio", update.bio);
  if (update.avatar !== undefined) form.append("avatar", update.avatar);
  return form;
}
