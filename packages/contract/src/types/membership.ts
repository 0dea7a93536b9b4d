import type { IsoDateTime, MoneyMinor } from "./common";

export type TierType = "FREE" | "PAID";
export type BillingInterval = "MONTHLY" | "ANNUAL";

export interface Tier {
  id: string;
  name: string;
  description: string;
  type: TierType;
  monthlyPrice: MoneyMinor;
  perks: string[];
}

export interface MembershipSettings {
  enabled: boolean;
  membershipVisibility: { public: boolean };
  directMessage: { enabled: boolean };
  tier: { annual: { discount: { enabled: boolean; percentOff: number } } };
  tiers: Tier[];
  currency: string;
}

export type UserType = "MEMBER" | "CREATOR";

export type SubscriptionStatus = "ACTIVE" | "CANCELED" | "PAST_DUE";

export interface Subscription {
  id: string;
  /** The membership the subscription belongs to; the order service's `membershipId`. */
  membershipId: string;
  tierId: string;
  interval: BillingInterval;
  status: SubscriptionStatus;
  /** When the member cancelled; access lasts until `currentPeriodEnd`. */
  canceledAt: IsoDateTime | null;
  exitSurveyed: boolean;
  currentPeriodEnd: IsoDateTime;
  /** Tier that takes over at period end after a downgrade. */
  pendingDowngradeTierId: string | null;
}

export interface Badge {
  id: string;
  name: string;
  description: string;
  iconUrl: string;
  showInProfile: boolean;
  earnedAt: IsoDateTime;
}

export interface BillingInfo {
  nextPayment: { amount: MoneyMinor; currency: string; date: IsoDateTime } | null;
}

export interface Member {
  type: "MEMBER";
  id: string;
  email: string;
  displayName: string;
  avatarUrl: string | null;
  bio: string;
  subscription: Subscription | null;
  tier: Tier | null;
  badges: Badge[];
  billingInfo: BillingInfo | null;
  showWelcomePost: boolean;
  discordConnected: boolean;
  blockedUserIds: string[];
  createdAt: IsoDateTime;
}

export interface Creator {
  type: "CREATOR";
  id: string;
  email: string;
  displayName: string;
  avatarUrl: string | null;
  bio: string;
}

export type User = Member | Creator;

/** Claims of the session token (a signed JWT). */
export interface SessionClaims {
  sub: string;
  user_type: UserType;
  shop_id: string;
  exp: number;
}

export interface LoginPayload {
  email: string;
  password: string;
}

export interface SignupPayload {
  email: string;
  password: string;
  displayName: string;
}

export interface ResetPasswordPayload {
  token: string;
  password: string;
}

export interface ChangePasswordPayload {
  currentPassword: string;
  newPassword: string;
}

export interface AccessTokenResponse {
  accessToken: string;
}

export interface ExitSurveyPayload {
  subscriptionId: string;
  reason: "TOO_EXPENSIVE" | "NOT_ENOUGH_CONTENT" | "TECHNICAL_ISSUES" | "OTHER";
  comment: string;
}

/** Fields of the multipart profile update; `avatar` is an image file. */
export interface ProfileUpdate {
  displayName?: string;
  bio?: string;
  avatar?: Blob;
}
