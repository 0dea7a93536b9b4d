import * as z from "zod/mini";
import { EXIT_SURVEY_COMMENT_MAX_LENGTH } from "../limits";
import { displayName, email, id, newPassword, password, text } from "../rules/field-rules";
import { isoDateTime, moneyMinor } from "./common";

export const tierType = z.enum(["FREE", "PAID"]);
export type TierType = z.output<typeof tierType>;
export const billingInterval = z.enum(["MONTHLY", "ANNUAL"]);
export type BillingInterval = z.output<typeof billingInterval>;

export const tier = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: tierType,
  monthlyPrice: moneyMinor,
  perks: z.array(z.string()),
});
export type Tier = z.output<typeof tier>;

export const membershipSettings = z.object({
  enabled: z.boolean(),
  membershipVisibility: z.object({ public: z.boolean() }),
  directMessage: z.object({ enabled: z.boolean() }),
  tier: z.object({
    annual: z.object({ discount: z.object({ enabled: z.boolean(), percentOff: z.number() }) }),
  }),
  tiers: z.array(tier),
  currency: z.string(),
});
export type MembershipSettings = z.output<typeof membershipSettings>;

export const userType = z.enum(["MEMBER", "CREATOR"]);
export type UserType = z.output<typeof userType>;

export const subscriptionStatus = z.enum(["ACTIVE", "CANCELED", "PAST_DUE"]);
export type SubscriptionStatus = z.output<typeof subscriptionStatus>;

export const subscription = z.object({
  id: z.string(),
  /** The membership the subscription belongs to; the order service's `membershipId`. */
  membershipId: z.string(),
  tierId: z.string(),
  interval: billingInterval,
  status: subscriptionStatus,
  /** When the member cancelled; access lasts until `currentPeriodEnd`. */
  canceledAt: z.nullable(isoDateTime),
  exitSurveyed: z.boolean(),
  currentPeriodEnd: isoDateTime,
  /** Tier that takes over at period end after a downgrade. */
  pendingDowngradeTierId: z.nullable(z.string()),
});
export type Subscription = z.output<typeof subscription>;

export const badge = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  iconUrl: z.string(),
  showInProfile: z.boolean(),
  earnedAt: isoDateTime,
});
export type Badge = z.output<typeof badge>;

export const billingInfo = z.object({
  nextPayment: z.nullable(
    z.object({ amount: moneyMinor, currency: z.string(), date: isoDateTime }),
  ),
});
export type BillingInfo = z.output<typeof billingInfo>;

export const member = z.object({
  type: z.literal("MEMBER"),
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  avatarUrl: z.nullable(z.string()),
  bio: z.string(),
  subscription: z.nullable(subscription),
  tier: z.nullable(tier),
  badges: z.array(badge),
  billingInfo: z.nullable(billingInfo),
  showWelcomePost: z.boolean(),
  discordConnected: z.boolean(),
  blockedUserIds: z.array(z.string()),
  createdAt: isoDateTime,
});
export type Member = z.output<typeof member>;

export const creator = z.object({
  type: z.literal("CREATOR"),
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  avatarUrl: z.nullable(z.string()),
  bio: z.string(),
});
export type Creator = z.output<typeof creator>;

export type User = Member | Creator;

/** Claims of the session token (a signed JWT). */
export interface SessionClaims {
  sub: string;
  user_type: UserType;
  shop_id: string;
  exp: number;
}

export const loginPayload = z.object({ email, password });
export type LoginPayload = z.input<typeof loginPayload>;

export const signupPayload = z.object({ email, password: newPassword, displayName });
export type SignupPayload = z.input<typeof signupPayload>;

export const resetPasswordPayload = z.object({
  /** The token of the emailed reset link. */
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: newPassword,
});
export type ResetPasswordPayload = z.input<typeof resetPasswordPayload>;

export const changePasswordPayload = z.object({ currentPassword: password, newPassword });
export type ChangePasswordPayload = z.input<typeof changePasswordPayload>;

export const accessTokenResponse = z.object({ accessToken: z.string() });
export type AccessTokenResponse = z.output<typeof accessTokenResponse>;

export const exitSurveyPayload = z.object({
  subscriptionId: id,
  reason: z.enum(["TOO_EXPENSIVE", "NOT_ENOUGH_CONTENT", "TECHNICAL_ISSUES", "OTHER"]),
  comment: text(EXIT_SURVEY_COMMENT_MAX_LENGTH),
});
export type ExitSurveyPayload = z.input<typeof exitSurveyPayload>;

/** Fields of the multipart profile update; `avatar` is an image file. */
export interface ProfileUpdate {
  displayName?: string;
  bio?: string;
  avatar?: Blob;
}
