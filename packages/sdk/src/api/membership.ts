import {
  type AccessTokenResponse,
  authRoutes,
  type Badge,
  type ChangePasswordPayload,
  type Creator,
  creatorsRoutes,
  type ExitSurveyPayload,
  type LoginPayload,
  type Member,
  membersRoutes,
  type ProfileUpdate,
  type ResetPasswordPayload,
  type SignupPayload,
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

const auth = authRoutes;
const members = membersRoutes;
const creators = creatorsRoutes;

export function createMembershipApi(client: HttpClient): MembershipApi {
  return {
    checkCreator: async (email, options) =>
      client.call(auth.checkCreator, { body: { email } }, options),
    loginCreator: async (payload, options) =>
      client.call(auth.loginCreator, { body: payload }, options),
    loginMember: async (payload, options) =>
      client.call(auth.loginMember, { body: payload }, options),
    signupMember: async (payload, options) =>
      // With `withLogin=true` the platform always answers the new session's token.
      (await client.call(
        auth.signupMember,
        { query: { withLogin: "true" }, body: payload },
        options,
      )) as AccessTokenResponse,
    logout: async (options) => client.call(auth.logout, {}, options),
    forgotPassword: async (email, options) =>
      client.call(auth.forgotPassword, { body: { email } }, options),
    resetPassword: async (payload, options) =>
      client.call(auth.resetPassword, { body: payload }, options),
    changePassword: async (payload, options) =>
      client.call(auth.changePassword, { body: payload }, options),
    hideWelcomePost: async (options) => client.call(members.hideWelcomePost, {}, options),
    profile: async (options) => client.call(members.profile, {}, options),
    updateProfile: async (update, options) =>
      client.call(members.updateProfile, { body: profileForm(update) }, options),
    exitSurvey: async (payload, options) =>
      client.call(members.exitSurvey, { body: payload }, options),
    skipExitSurvey: async (subscriptionId, options) =>
      client.call(members.skipExitSurvey, { body: { subscriptionId } }, options),
    block: async (userId, options) => client.call(members.block, { body: { userId } }, options),
    unblock: async (userId, options) => client.call(members.unblock, { body: { userId } }, options),
    showBadges: async (badgeIds, options) =>
      client.call(members.showBadges, { body: { badgeIds } }, options),
    connectDiscord: async (code, options) =>
      client.call(members.connectDiscord, { body: { code } }, options),
    disconnectDiscord: async (options) => client.call(members.disconnectDiscord, {}, options),
    shadowban: async (memberId, options) =>
      client.call(creators.shadowban, { body: { memberId } }, options),
    creatorProfile: async (options) => client.call(creators.creatorProfile, {}, options),
    updateCreatorProfile: async (update, options) =>
      client.call(creators.updateCreatorProfile, { body: profileForm(update) }, options),
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
