import type {
  BillingInterval,
  BillingRecordStatus,
  CheckoutInformation,
  MembershipCheckoutStatus,
  SubscriptionStatus,
} from "@vitrine/contract";
import type { ColumnType, Generated } from "kysely";

/** Timestamps read back as `Date`, written as `Date` or ISO text. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** Member-only settings beside `users`; a member without a row has the defaults. */
export interface MemberAccountsTable {
  user_id: string;
  show_welcome_post: Generated<boolean>;
  discord_user_id: string | null;
  shadowbanned_at: NullableTimestamp;
}

/** Session tokens logged out before their expiry, by SHA-256 of the token. */
export interface SessionsTable {
  id: string;
  user_id: string;
  shop_id: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  /** SHA-256 of the token sent by email; the token itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface BadgesTable {
  id: string;
  shop_id: string;
  name: string;
  description: string;
  icon_url: string;
  position: number;
}

export interface MemberBadgesTable {
  member_id: string;
  badge_id: string;
  earned_at: Timestamp;
  show_in_profile: Generated<boolean>;
}

export interface MemberBlocksTable {
  member_id: string;
  blocked_user_id: string;
  created_at: Generated<Date>;
}

export interface SubscriptionsTable {
  id: string;
  membership_id: string;
  shop_id: string;
  member_id: string;
  tier_id: string;
  interval: BillingInterval;
  status: SubscriptionStatus;
  canceled_at: NullableTimestamp;
  current_period_end: Timestamp;
  pending_downgrade_tier_id: string | null;
  exit_surveyed: Generated<boolean>;
  exit_survey_reason: string | null;
  exit_survey_comment: string | null;
  created_at: Generated<Date>;
}

export interface PromotionCodesTable {
  shop_id: string;
  /** Upper-case; codes are matched case-insensitively. */
  code: string;
  percent_off: number;
  expires_at: NullableTimestamp;
}

export interface MembershipCheckoutsTable {
  id: string;
  shop_id: string;
  member_id: string;
  tier_id: string;
  interval: BillingInterval;
  upgrade: boolean;
  status: MembershipCheckoutStatus;
  currency: string;
  subtotal: number;
  discount_amount: number;
  total: number;
  promotion_code: string | null;
  /** JSON column: read parsed, written as JSON text so both drivers accept it. */
  information: ColumnType<CheckoutInformation | null, string | null, string | null>;
  payment_intent_id: string | null;
  /** The provider's token of the card given at setup-payment, saved once the checkout is paid. */
  card_token: string | null;
  failure_message: string | null;
  created_at: Generated<Date>;
}

export interface BillingRecordsTable {
  id: string;
  shop_id: string;
  member_id: string;
  invoice_number: string;
  date: Timestamp;
  description: string;
  amount: number;
  currency: string;
  status: BillingRecordStatus;
}

/** The member's saved card, one per member; `card_token` is the provider's reference. */
export interface PaymentMethodsTable {
  member_id: string;
  id: string;
  card_token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface TipsTable {
  id: string;
  shop_id: string;
  member_id: string;
  creator_id: string;
  amount: number;
  currency: string;
  message: string;
  created_at: Generated<Date>;
}

export type TestCardBehavior = "SUCCEED" | "DECLINE" | "REQUIRE_ACTION";

export interface TestPaymentCardsTable {
  token: string;
  customer_ref: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behavior: TestCardBehavior;
}

export type PaymentIntentStatus =
  | "REQUIRES_CONFIRMATION"
  | "REQUIRES_ACTION"
  | "SUCCEEDED"
  | "FAILED"
  | "CANCELED"
  | "REFUNDED";

export interface TestPaymentIntentsTable {
  id: string;
  card_token: string;
  amount: number;
  currency: string;
  description: string;
  status: PaymentIntentStatus;
  failure_message: string | null;
  created_at: Generated<Date>;
}

export interface DmThreadsTable {
  id: string;
  shop_id: string;
  member_id: string;
  creator_id: string;
  updated_at: Timestamp;
}

export interface DmMessagesTable {
  id: string;
  thread_id: string;
  sender_id: string;
  body: string;
  unlock_price: number | null;
  unlocked_at: NullableTimestamp;
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

/** The membership, billing and message tables (migrations 0100–0102). */
export interface MembershipDatabase {
  member_accounts: MemberAccountsTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  badges: BadgesTable;
  member_badges: MemberBadgesTable;
  member_blocks: MemberBlocksTable;
  subscriptions: SubscriptionsTable;
  promotion_codes: PromotionCodesTable;
  membership_checkouts: MembershipCheckoutsTable;
  billing_records: BillingRecordsTable;
  payment_methods: PaymentMethodsTable;
  tips: TipsTable;
  test_payment_cards: TestPaymentCardsTable;
  test_payment_intents: TestPaymentIntentsTable;
  dm_threads: DmThreadsTable;
  dm_messages: DmMessagesTable;
}
