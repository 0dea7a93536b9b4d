import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_shops_users_media";
import * as m0002 from "./0002_catalog";
import * as m0003 from "./0003_carts";
import * as m0004 from "./0004_social_feeds";
import * as m0005 from "./0005_product_stats";
import * as m0100 from "./0100_member_accounts";
import * as m0101 from "./0101_subscriptions_billing";
import * as m0102 from "./0102_direct_messages";
import * as m0200 from "./0200_membership_content";
import * as m0210 from "./0210_shop_orders";
import * as m0220 from "./0220_pages_gifts";
import * as m0230 from "./0230_gated_media";
import * as m0231 from "./0231_media_shops";
import * as m0240 from "./0240_sessions";
import * as m0260 from "./0260_drop_outbox_emails";
import * as m0270 from "./0270_analytics_events";
import * as m0280 from "./0280_theme_versions";
import * as m0290 from "./0290_theme_settings_versions";
import * as m0300 from "./0300_newsletter_subscribers";
import * as m0310 from "./0310_rate_limit_windows";
import * as m0320 from "./0320_theme_version_health";
import * as m0330 from "./0330_cart_item_order";
import * as m0340 from "./0340_payment_confirmation";
import * as m0360 from "./0360_theme_settings_schedules";
import * as m0361 from "./0361_theme_preview_drafts";
import * as m0370 from "./0370_media_library";
import * as m0380 from "./0380_catalog_templates";
import * as m0390 from "./0390_allowed_origins";

/**
 * Every migration, by name. Names sort in the order they run; add yours with the next free
 * number of your range (membership, orders and messages start at 0100) and one line here.
 */
export const migrations: Record<string, Migration> = {
  "0001_shops_users_media": m0001,
  "0002_catalog": m0002,
  "0003_carts": m0003,
  "0004_social_feeds": m0004,
  "0005_product_stats": m0005,
  "0100_member_accounts": m0100,
  "0101_subscriptions_billing": m0101,
  "0102_direct_messages": m0102,
  "0200_membership_content": m0200,
  "0210_shop_orders": m0210,
  "0220_pages_gifts": m0220,
  "0230_gated_media": m0230,
  "0231_media_shops": m0231,
  "0240_sessions": m0240,
  "0260_drop_outbox_emails": m0260,
  "0270_analytics_events": m0270,
  "0280_theme_versions": m0280,
  "0290_theme_settings_versions": m0290,
  "0300_newsletter_subscribers": m0300,
  "0310_rate_limit_windows": m0310,
  "0320_theme_version_health": m0320,
  "0330_cart_item_order": m0330,
  "0340_payment_confirmation": m0340,
  "0360_theme_settings_schedules": m0360,
  "0361_theme_preview_drafts": m0361,
  "0370_media_library": m0370,
  "0380_catalog_templates": m0380,
  "0390_allowed_origins": m0390,
};
