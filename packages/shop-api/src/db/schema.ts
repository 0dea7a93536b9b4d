import type {
  AnalyticsEventName,
  AnalyticsValue,
  ScheduleState,
  SocialPlatform,
  ThemeFaultKind,
  ThemeManifest,
  ThemeSettings,
  TwitchState,
  UserType,
} from "@vitrine/contract";
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { ContentAndOrdersTables } from "./content-and-orders-schema";
import type { MembershipDatabase } from "./membership-schema";

/** Timestamps read back as `Date`, written as `Date` or ISO text. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** JSON columns are read parsed and written as JSON text, so both drivers accept them. */
type Json<T> = ColumnType<T, string, string>;

/** Membership flags of a shop; tiers live in their own table. */
export interface ShopMembershipFlags {
  enabled: boolean;
  public: boolean;
  directMessagesEnabled: boolean;
  annualDiscountPercent: number | null;
}

export interface ShopsTable {
  id: string;
  name: string;
  description: string;
  currency: string;
  locale: string;
  /** `ACTIVE` or `BLOCKED`; a blocked shop answers SHOP_BLOCKED everywhere. */
  status: "ACTIVE" | "BLOCKED";
  is_coming_soon: boolean;
  /** Host name (no port) the shop's own origin is built from. */
  primary_host: string;
  logo_url: string | null;
  /**
   * `default` (the host's bundled theme), or a handle of the shop's own `theme_versions` with
   * `theme_version` naming the live one; `null`, or a handle without a live version, makes the
   * shop SHOP_THEME_MISSING.
   */
  theme_handle: string | null;
  theme_version: Generated<number | null>;
  theme_settings: Json<ThemeSettings>;
  /** Counts every write of the theme settings (draft, discard, publish, restore). */
  settings_revision: Generated<number>;
  membership: Json<ShopMembershipFlags>;
  twitch: Json<TwitchState | null>;
  /** Sales tax in basis points of the discounted subtotal (800 = 8 %). */
  tax_rate_bps: number;
  /** Record no analytics event of a visitor before they accept the consent banner. */
  analytics_consent_required: Generated<boolean>;
  /** Browser origins the creator lets call the shop's API (CORS), `[]` by default. */
  allowed_origins: ColumnType<string[], string | undefined, string>;
  created_at: Generated<Date>;
}

export interface ShopHostsTable {
  host: string;
  shop_id: string;
}

/** One published version of one of a shop's themes; its files are in `theme_files`. */
export interface ThemeVersionsTable {
  shop_id: string;
  handle: string;
  version: number;
  manifest: Json<ThemeManifest>;
  hash: string;
  bytes: number;
  gzip_bytes: number;
  published_by: string;
  published_at: Generated<Date>;
  /** Set when the platform took the version off its servers (`ThemeFaultKind`); else null. */
  quarantine_kind: Generated<ThemeFaultKind | null>;
  quarantine_reason: Generated<string | null>;
  quarantined_at: Generated<Date | null>;
}

/** One published version of a shop's theme settings; version 1 is the settings it started with. */
export interface ThemeSettingsVersionsTable {
  shop_id: string;
  version: number;
  settings: Json<ThemeSettings>;
  published_by: string | null;
  published_at: Timestamp | null;
  restored_from: number | null;
}

/** The creator's unpublished settings, at most one per shop. */
export interface NewsletterSubscribersTable {
  shop_id: string;
  email: string;
  subscribed_at: Timestamp;
}

/** One rate-limited key's current window (`createDatabaseRateLimiter`), shared by every node. */
export interface RateLimitWindowsTable {
  key: string;
  window_ends: Timestamp;
  hits: number;
}

export interface ThemeSettingsDraftsTable {
  shop_id: string;
  settings: Json<ThemeSettings>;
  saved_by: string;
  saved_at: Timestamp;
}

/** A publish of settings the creator scheduled (`theme-settings-schedules.ts`). */
export interface ThemeSettingsSchedulesTable {
  id: string;
  shop_id: string;
  settings: Json<ThemeSettings>;
  theme_handle: string;
  theme_version: number | null;
  publish_at: Timestamp;
  state: Generated<ScheduleState>;
  created_by: string;
  created_at: Timestamp;
  published_version: number | null;
  failure: string | null;
  finished_at: Timestamp | null;
}

/** A creator's settings on a theme under development, per preview (`theme-preview-drafts.ts`). */
export interface ThemePreviewDraftsTable {
  shop_id: string;
  session_id: string;
  handle: string;
  settings: Json<ThemeSettings>;
  saved_at: Timestamp;
}

export interface ThemeFilesTable {
  shop_id: string;
  handle: string;
  version: number;
  path: string;
  body: Uint8Array;
}

/** A one-time preview link; the token itself is never stored, only its SHA-256. */
export interface ThemePreviewGrantsTable {
  token_hash: string;
  shop_id: string;
  user_id: string;
  session_id: string;
  origin: string;
  handle: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface MembershipTiersTable {
  id: string;
  shop_id: string;
  name: string;
  description: string;
  type: "FREE" | "PAID";
  monthly_price: number;
  perks: Json<string[]>;
  position: number;
}

export interface UsersTable {
  id: string;
  shop_id: string;
  type: UserType;
  /** Stored lower-cased so lookups are case-insensitive. */
  email: string;
  password_hash: string;
  display_name: string;
  bio: Generated<string>;
  avatar_url: string | null;
  created_at: Generated<Date>;
}

export interface MediaTable {
  /** A name and random bits, e.g. `hoodie-9c01b2d4e5f63f2a9c01b2d4.webp`; served at `/media/{id}`. */
  id: string;
  content_type: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  /** The shop whose hosts serve it; `null` (a file nothing showed in 0231) is served nowhere. */
  shop_id: string | null;
  /** Served only through a signed URL (video and audio sources). */
  gated: Generated<boolean>;
  created_at: Generated<Date>;
}

/** An image of a shop's media library: a stored file (`media`) and what the library adds. */
export interface MediaLibraryTable {
  media_id: string;
  shop_id: string;
  alt: Generated<string>;
  /** The stored file's size, kept to list the library without reading its bytes. */
  byte_size: number;
  created_at: Generated<Date>;
}

export interface SeedRunsTable {
  step: string;
  ran_at: Generated<Date>;
}

export interface CollectionsTable {
  id: string;
  shop_id: string;
  slug: string;
  title: string;
  description: string;
  image_media_id: string | null;
  position: number;
  created_at: Timestamp;
  /** The template its page shows (`collection.sale`), null for the page type's (migration 0380). */
  template: string | null;
}

export interface ProductsTable {
  id: string;
  shop_id: string;
  slug: string;
  name: string;
  description: string;
  vendor: string;
  compare_at_price: number | null;
  max_quantity: number;
  different_variant_price: boolean;
  different_variants_image: boolean;
  different_variants_weight: boolean;
  /** Units sold, the `bestSelling` order. */
  sales_count: number;
  created_at: Timestamp;
  /** The template its page shows (`product.preorder`), null for the page type's (migration 0380). */
  template: string | null;
  // Kept by triggers on product_variants (migration 0005); never written by the application.
  min_price: Generated<number>;
  max_price: Generated<number>;
  variant_count: Generated<number>;
  first_variant_id: Generated<string | null>;
  available: Generated<boolean>;
}

export interface ProductCollectionsTable {
  product_id: string;
  collection_id: string;
  position: number;
}

export interface ProductOptionsTable {
  id: string;
  product_id: string;
  name: string;
  position: number;
}

export interface ProductOptionValuesTable {
  id: string;
  option_id: string;
  name: string;
  swatch: string | null;
  position: number;
}

export interface ProductVariantsTable {
  id: string;
  product_id: string;
  name: string;
  sku: string;
  price: number;
  compare_at_price: number | null;
  /** One value id per option, in option order. */
  option_value_ids: Json<string[]>;
  /** `null` when stock is not tracked (print on demand). */
  stock: number | null;
  /** A variant the creator switched off is unavailable whatever its stock. */
  enabled: boolean;
  weight_grams: number;
  position: number;
}

export interface ProductImagesTable {
  id: string;
  product_id: string;
  media_id: string;
  alt: string;
  position: number;
  width: number;
  height: number;
}

export interface VariantImagesTable {
  variant_id: string;
  image_id: string;
}

export interface SlugRedirectsTable {
  shop_id: string;
  kind: "PRODUCT" | "COLLECTION";
  old_slug: string;
  target_id: string;
}

export interface QuantityDiscountTiersTable {
  product_id: string;
  min_quantity: number;
  percent_off: number;
}

export interface CartsTable {
  id: string;
  shop_id: string;
  /** Unguessable bearer token the shopper keeps in a cookie. */
  token: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CartItemsTable {
  id: string;
  cart_id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
  created_at: Generated<Date>;
  /** Numbers lines as they are added: the cart's order (`created_at` ties within a millisecond). */
  added_seq: Generated<string>;
}

export interface SocialFeedItemsTable {
  id: string;
  shop_id: string;
  platform: SocialPlatform;
  /** Channel handle for YouTube feeds that show one of several channels. */
  handle: string | null;
  url: string;
  thumbnail_url: string;
  caption: string;
  published_at: Timestamp;
}

/** Every table of the shop platform. Later migrations add their tables here. */
export interface Database extends ContentAndOrdersTables, MembershipDatabase {
  shops: ShopsTable;
  shop_hosts: ShopHostsTable;
  theme_versions: ThemeVersionsTable;
  theme_files: ThemeFilesTable;
  theme_preview_grants: ThemePreviewGrantsTable;
  theme_settings_versions: ThemeSettingsVersionsTable;
  theme_settings_drafts: ThemeSettingsDraftsTable;
  theme_settings_schedules: ThemeSettingsSchedulesTable;
  theme_preview_drafts: ThemePreviewDraftsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  rate_limit_windows: RateLimitWindowsTable;
  membership_tiers: MembershipTiersTable;
  users: UsersTable;
  media: MediaTable;
  media_library: MediaLibraryTable;
  seed_runs: SeedRunsTable;
  collections: CollectionsTable;
  products: ProductsTable;
  product_collections: ProductCollectionsTable;
  product_options: ProductOptionsTable;
  product_option_values: ProductOptionValuesTable;
  product_variants: ProductVariantsTable;
  product_images: ProductImagesTable;
  variant_images: VariantImagesTable;
  slug_redirects: SlugRedirectsTable;
  quantity_discount_tiers: QuantityDiscountTiersTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  social_feed_items: SocialFeedItemsTable;
  analytics_events: AnalyticsEventsTable;
}

/** One storefront analytics event; ids are the storefront's random ones, never an account. */
export interface AnalyticsEventsTable {
  id: Generated<string>;
  shop_id: string;
  name: AnalyticsEventName;
  payload: Json<Record<string, AnalyticsValue>>;
  path: string;
  visitor_id: string;
  session_id: string;
  occurred_at: Timestamp;
  received_at: Generated<Date>;
}

export type ShopRow = Selectable<ShopsTable>;
export type NewProductVariant = Insertable<ProductVariantsTable>;
