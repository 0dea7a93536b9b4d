import type { ThemeSettings, TwitchState } from "@vitrine/contract";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import type { Kysely } from "kysely";
import { hashPassword } from "../auth/password";
import type { Database, ShopMembershipFlags } from "../db/schema";
import type { SeedStep } from "./run-seed";
import { seedId } from "./seed-id";

export const DEMO_SHOP_ID = "shop_demo";
export const MINIMAL_SHOP_ID = "shop_minimal";
const PRIVATE_SHOP_ID = "shop_private";

const DEMO_THEME_SETTINGS: ThemeSettings = {
  body_font: "Inter",
  body_text_transform: "none",
  heading_font: "Space Grotesk",
  heading_text_transform: "uppercase",
  page_width: 1200,
  spacing_sections: 48,
  spacing_grid_horizontal: 24,
  spacing_grid_vertical: 32,
  logo_width: 140,
  button_border_radius: 100,
  input_border_radius: 8,
  image_border_radius: 12,
  change_product_image_background: true,
  product_image_background: "#F4F1EC",
  loading_indicator_color: "#0D6ACF",
  random_colors: ["#FF6B4A", "#FFC53D", "#3DD68C", "#4A9DFF", "#B46CFF"],
  color_schemes: [
    { id: "scheme-1", text_color: "#1A1A1A", background_color: "#FFFFFF" },
    { id: "scheme-2", text_color: "#FFFFFF", background_color: "#16161D" },
    { id: "scheme-3", text_color: "#1A1A1A", background_color: "#F4F1EC" },
    { id: "scheme-4", text_color: "#FFFFFF", background_color: "#FF6B4A" },
  ],
};

const MINIMAL_THEME_SETTINGS: ThemeSettings = {
  ...DEMO_THEME_SETTINGS,
  body_font: "IBM Plex Sans",
  heading_font: "IBM Plex Serif",
  heading_text_transform: "none",
  page_width: 1600,
  button_border_radius: 0,
  input_border_radius: 0,
  image_border_radius: 0,
  change_product_image_background: false,
  color_schemes: [
    { id: "scheme-1", text_color: "#111111", background_color: "#FAFAFA" },
    { id: "scheme-2", text_color: "#FAFAFA", background_color: "#111111" },
  ],
};

const MEMBERSHIP_ON: ShopMembershipFlags = {
  enabled: true,
  public: true,
  directMessagesEnabled: true,
  annualDiscountPercent: 20,
};
/** A members' club its creator keeps to its members: visitors see the shop only. */
const MEMBERSHIP_PRIVATE: ShopMembershipFlags = { ...MEMBERSHIP_ON, public: false };
const MEMBERSHIP_OFF: ShopMembershipFlags = {
  enabled: false,
  public: false,
  directMessagesEnabled: false,
  annualDiscountPercent: null,
};
const DEMO_TWITCH: TwitchState = { isLive: false, giftable: true, channelName: "mayamakes" };

interface DemoShop {
  id: string;
  name: string;
  hosts: string[];
  themeHandle: string | null;
  settings: ThemeSettings;
  membership: ShopMembershipFlags;
  status?: "ACTIVE" | "BLOCKED";
  comingSoon?: boolean;
  /** Shows the consent banner and records nothing before the visitor accepts. */
  analyticsConsentRequired?: boolean;
}

/** The shops of DESIGN.md's host table. */
const SHOPS: DemoShop[] = [
  {
    id: DEMO_SHOP_ID,
    name: "Maya Makes",
    hosts: ["localhost", "demo.localhost"],
    themeHandle: "default",
    settings: DEMO_THEME_SETTINGS,
    membership: MEMBERSHIP_ON,
    analyticsConsentRequired: true,
  },
  {
    id: MINIMAL_SHOP_ID,
    name: "Minimal Supply",
    hosts: ["minimal.localhost"],
    themeHandle: "minimal",
    settings: MINIMAL_THEME_SETTINGS,
    membership: MEMBERSHIP_ON,
  },
  {
    id: "shop_plain",
    name: "Plain Goods",
    hosts: ["plain.localhost"],
    themeHandle: "default",
    settings: DEMO_THEME_SETTINGS,
    membership: MEMBERSHIP_OFF,
  },
  {
    id: PRIVATE_SHOP_ID,
    name: "Backstage Club",
    hosts: ["private.localhost"],
    themeHandle: "default",
    settings: DEMO_THEME_SETTINGS,
    membership: MEMBERSHIP_PRIVATE,
  },
  {
    id: "shop_soon",
    name: "Opening Soon",
    hosts: ["soon.localhost"],
    themeHandle: "default",
    settings: DEMO_THEME_SETTINGS,
    membership: MEMBERSHIP_OFF,
    comingSoon: true,
  },
  {
    id: "shop_blocked",
    name: "Blocked Shop",
    hosts: ["blocked.localhost"],
    themeHandle: "default",
    settings: DEMO_THEME_SETTINGS,
    membership: MEMBERSHIP_OFF,
    status: "BLOCKED",
  },
  {
    id: "shop_notheme",
    name: "Themeless Shop",
    hosts: ["notheme.localhost"],
    themeHandle: null,
    settings: DEMO_THEME_SETTINGS,
    membership: MEMBERSHIP_OFF,
  },
];

/** Every host name of the demo's shops, for tests that try a rule on each of them. */
export const SHOP_HOSTS: readonly string[] = SHOPS.flatMap((shop) => shop.hosts);

/** DESIGN.md's demo accounts on the demo shop (subscriptions and badges are seeded elsewhere). */
export const DEMO_ACCOUNTS = [
  { ...DEMO_CREDENTIALS.creator, type: "CREATOR", name: "Maya Ortiz" },
  { ...DEMO_CREDENTIALS.member, type: "MEMBER", name: "Sam Rivera" },
  { ...DEMO_CREDENTIALS.free, type: "MEMBER", name: "Alex Kim" },
  { ...DEMO_CREDENTIALS.cancelled, type: "MEMBER", name: "Jo Park" },
] as const;

export function demoUserId(email: string): string {
  return seedId("usr", email);
}

async function seedShops(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto("shops")
    .values(
      SHOPS.map((shop) => ({
        id: shop.id,
        name: shop.name,
        description: `${shop.name}: merch, prints and a members' club by an independent creator.`,
        currency: "USD",
        locale: "en",
        status: shop.status ?? "ACTIVE",
        is_coming_soon: shop.comingSoon ?? false,
        primary_host: shop.hosts.at(-1) ?? "localhost",
        logo_url: null,
        theme_handle: shop.themeHandle,
        theme_settings: JSON.stringify(shop.settings),
        membership: JSON.stringify(shop.membership),
        twitch: JSON.stringify(shop.id === DEMO_SHOP_ID ? DEMO_TWITCH : null),
        tax_rate_bps: 800,
        analytics_consent_required: shop.analyticsConsentRequired ?? false,
      })),
    )
    .execute();
  // Version 1 of each shop's settings, as migration 0290 gives the shops it finds.
  await trx
    .insertInto("theme_settings_versions")
    .values(
      SHOPS.map((shop) => ({
        shop_id: shop.id,
        version: 1,
        settings: JSON.stringify(shop.settings),
      })),
    )
    .onConflict((oc) => oc.columns(["shop_id", "version"]).doNothing())
    .execute();
  await trx
    .insertInto("shop_hosts")
    .values(SHOPS.flatMap((shop) => shop.hosts.map((host) => ({ host, shop_id: shop.id }))))
    .execute();
  await trx
    .insertInto("membership_tiers")
    .values(
      SHOPS.filter((shop) => shop.membership.enabled).flatMap((shop) => [
        {
          id: seedId("tier", `${shop.id}/free`),
          shop_id: shop.id,
          name: "Follower",
          description: "Free posts, the monthly newsletter and early news of drops.",
          type: "FREE" as const,
          monthly_price: 0,
          perks: JSON.stringify(["Free posts", "Monthly newsletter"]),
          position: 0,
        },
        {
          id: seedId("tier", `${shop.id}/supporter`),
          shop_id: shop.id,
          name: "Supporter",
          description: "Every post and video, members-only drops and direct messages.",
          type: "PAID" as const,
          monthly_price: 500,
          perks: JSON.stringify(["All posts and videos", "Members-only drops", "Direct messages"]),
          position: 1,
        },
        {
          id: seedId("tier", `${shop.id}/superfan`),
          shop_id: shop.id,
          name: "Superfan",
          description: "Everything in Supporter, 10 % off merch and a monthly live Q&A.",
          type: "PAID" as const,
          monthly_price: 1500,
          perks: JSON.stringify(["Everything in Supporter", "10 % off merch", "Monthly live Q&A"]),
          position: 2,
        },
      ]),
    )
    .execute();
}

async function seedAccounts(trx: Kysely<Database>): Promise<void> {
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({
      id: demoUserId(account.email),
      shop_id: DEMO_SHOP_ID,
      type: account.type,
      email: account.email,
      password_hash: await hashPassword(account.password),
      display_name: account.name,
    })),
  );
  await trx.insertInto("users").values(rows).execute();
}

/**
 * The minimal shop's creator, who publishes its theme (`scripts/publish-demo-theme.ts`): until
 * then the shop has no live version and shows SHOP_THEME_MISSING.
 */
export const MINIMAL_CREATOR = { ...DEMO_CREDENTIALS.minimalCreator, name: "Min Lee" } as const;

async function seedMinimalCreator(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto("users")
    .values({
      id: demoUserId(MINIMAL_CREATOR.email),
      shop_id: MINIMAL_SHOP_ID,
      type: "CREATOR",
      email: MINIMAL_CREATOR.email,
      password_hash: await hashPassword(MINIMAL_CREATOR.password),
      display_name: MINIMAL_CREATOR.name,
    })
    .execute();
}

/** A member of the private shop without a subscription (`DEMO_CREDENTIALS.privateFree`). */
async function seedPrivateMember(trx: Kysely<Database>): Promise<void> {
  const { email, password } = DEMO_CREDENTIALS.privateFree;
  await trx
    .insertInto("users")
    .values({
      id: demoUserId(email),
      shop_id: PRIVATE_SHOP_ID,
      type: "MEMBER",
      email,
      password_hash: await hashPassword(password),
      display_name: "Pat Ruiz",
    })
    .execute();
}

export const shopsSeed: SeedStep = { name: "shops", run: seedShops };
export const accountsSeed: SeedStep = { name: "demo-accounts", run: seedAccounts };
export const minimalCreatorSeed: SeedStep = { name: "minimal-creator", run: seedMinimalCreator };
export const privateMemberSeed: SeedStep = { name: "private-member", run: seedPrivateMember };
