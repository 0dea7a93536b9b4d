import type {
  CheckoutLine,
  ContentBlock,
  ContentVisibility,
  DonationStatus,
  OrderKind,
  OrderStatus,
  PerkKind,
  PostType,
  ShippingAddress,
  ShippingRate,
  ShopCheckoutStatus,
} from "@vitrine/contract";
import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** Columns every piece of membership content shares: who may open it. */
interface AccessColumns {
  visibility: ContentVisibility;
  /** For `PAID`: the lowest tier that opens it; null means any paid tier. */
  min_tier_id: string | null;
}

export interface VideoSeriesTable {
  id: string;
  shop_id: string;
  handle: string;
  title: string;
  description: string;
  cover_media_id: string | null;
  position: number;
}

export interface VideosTable extends AccessColumns {
  id: string;
  shop_id: string;
  handle: string;
  title: string;
  description: string;
  poster_media_id: string;
  source_media_id: string;
  duration_seconds: number;
  series_id: string | null;
  series_position: number | null;
  featured: boolean;
  published_at: Timestamp;
}

export interface AudiosTable extends AccessColumns {
  id: string;
  shop_id: string;
  handle: string;
  title: string;
  description: string;
  cover_media_id: string | null;
  source_media_id: string;
  duration_seconds: number;
  published_at: Timestamp;
}

export interface PostsTable extends AccessColumns {
  id: string;
  shop_id: string;
  handle: string;
  type: PostType;
  title: string;
  excerpt: string;
  blocks: Json<ContentBlock[]>;
  cover_media_id: string | null;
  video_id: string | null;
  audio_id: string | null;
  /** Pay-per-post price; null when only a tier opens the post. */
  unlock_price: number | null;
  published_at: Timestamp;
}

export interface PostUnlocksTable {
  post_id: string;
  member_id: string;
  amount: number;
  charge_id: string;
  created_at: Generated<Date>;
}

export interface WatchHistoryTable {
  member_id: string;
  video_id: string;
  position_seconds: number;
  completed: boolean;
  updated_at: Timestamp;
}

export interface PerksTable {
  id: string;
  shop_id: string;
  tier_id: string;
  title: string;
  description: string;
  kind: PerkKind;
  /** The code, link or text only members of the tier (or above) receive. */
  value: string;
  position: number;
}

export interface ShopCheckoutsTable {
  id: string;
  shop_id: string;
  status: ShopCheckoutStatus;
  cart_id: string | null;
  currency: string;
  lines: Json<CheckoutLine[]>;
  email: string | null;
  shipping_address: Json<ShippingAddress | null>;
  shipping_rate: Json<ShippingRate | null>;
  message: string | null;
  failure_message: string | null;
  /** The provider's intent waiting for the shopper's bank while `REQUIRES_ACTION`. */
  payment_intent_id: ColumnType<string | null, string | null | undefined, string | null>;
  order_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrdersTable {
  id: string;
  shop_id: string;
  /** Human number, per shop, from 1001. */
  number: number;
  code: string;
  thankyou_id: string;
  kind: OrderKind;
  status: OrderStatus;
  email: string;
  currency: string;
  lines: Json<CheckoutLine[]>;
  sub_total_amount: number;
  total_discount_amount: number;
  shipping_amount: number;
  total_tax_amount: number;
  total_amount: number;
  shipping_address: Json<ShippingAddress>;
  shipping_method: string;
  message: string | null;
  /** The provider's charge, refunded on cancel; null for free orders. */
  charge_id: string | null;
  cancel_reason: string | null;
  created_at: Timestamp;
  fulfilled_at: Timestamp | null;
  canceled_at: Timestamp | null;
}

export interface DonationSettingsTable {
  shop_id: string;
  enabled: boolean;
  title: string;
  description: string;
  preset_amounts: Json<number[]>;
  min_amount: number;
  max_amount: number;
}

export interface DonationsTable {
  id: string;
  shop_id: string;
  amount: number;
  currency: string;
  email: string;
  donor_name: string | null;
  message: string | null;
  /** `REQUIRES_ACTION` while the donor's bank waits for them to confirm `charge_id`. */
  status: ColumnType<DonationStatus, DonationStatus | undefined, DonationStatus>;
  charge_id: string;
  created_at: Timestamp;
}

export interface GiftsTable {
  id: string;
  shop_id: string;
  product_id: string;
  variant_id: string;
  gifter_name: string;
  message: string;
  channel_name: string;
  /** SHA-256 of the redemption code: the code itself is a secret and is never stored. */
  code_hash: string;
  redeemed_at: Timestamp | null;
  order_id: string | null;
  created_at: Timestamp;
}

export interface PagesTable {
  id: string;
  shop_id: string;
  slug: string;
  title: string;
  blocks: Json<ContentBlock[]>;
  updated_at: Timestamp;
}

export interface ComingSoonSettingsTable {
  shop_id: string;
  headline: string;
  message: string;
  launch_at: Timestamp | null;
  /** scrypt hash (`hashPassword`); null when there is no early-access password. */
  password_hash: string | null;
}

/** Tables of migrations 0200–0299: membership content, shop checkout and orders, pages, gifts. */
export interface ContentAndOrdersTables {
  video_series: VideoSeriesTable;
  videos: VideosTable;
  audios: AudiosTable;
  posts: PostsTable;
  post_unlocks: PostUnlocksTable;
  watch_history: WatchHistoryTable;
  perks: PerksTable;
  shop_checkouts: ShopCheckoutsTable;
  orders: OrdersTable;
  donation_settings: DonationSettingsTable;
  donations: DonationsTable;
  gifts: GiftsTable;
  pages: PagesTable;
  coming_soon_settings: ComingSoonSettingsTable;
}
