import type { Kysely } from "kysely";
import { databaseMediaStore, mediaUrl } from "../assets/media-store";
import { hashPassword } from "../auth/password";
import type { Database } from "../db/schema";
import { BADGE_ART_SIZE, renderBadgeArt } from "../seed/badge-art";
import type { SeedStep } from "../seed/run-seed";
import { seedId } from "../seed/seed-id";
import { DEMO_SHOP_ID, demoUserId } from "../seed/shops-seed";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A second paid member, so ownership can be tested against someone real. */
export const OTHER_MEMBER = {
  email: "other@demo.test",
  password: "other-pass-1",
  name: "Robin Lee",
};

const BADGES = [
  {
    key: "early-supporter",
    name: "Early supporter",
    description: "Joined in the first month.",
    art: { initials: "ES", fill: "#FF6B4A" },
  },
  {
    key: "one-year",
    name: "One year",
    description: "A member for a whole year.",
    art: { initials: "1Y", fill: "#4A9DFF" },
  },
  {
    key: "superfan",
    name: "Superfan",
    description: "Tipped the creator ten times.",
    art: { initials: "SF", fill: "#B46CFF" },
  },
  {
    key: "commenter",
    name: "Conversation starter",
    description: "Wrote 50 comments.",
    art: { initials: "CS", fill: "#14632A" },
  },
] as const;

/** A badge's picture, stored as the shop's media: its address. */
async function badgeIcon(trx: Kysely<Database>, badge: (typeof BADGES)[number]): Promise<string> {
  const id = await databaseMediaStore.put(trx, {
    shopId: DEMO_SHOP_ID,
    name: `badge-${badge.key}`,
    extension: "webp",
    bytes: await renderBadgeArt(badge.art),
    width: BADGE_ART_SIZE,
    height: BADGE_ART_SIZE,
  });
  return mediaUrl(id);
}

export const badgeId = (key: string) => seedId("badge", `${DEMO_SHOP_ID}/${key}`);

async function seedMembers(trx: Kysely<Database>): Promise<void> {
  const now = Date.now();
  await trx
    .insertInto("users")
    .values({
      id: demoUserId(OTHER_MEMBER.email),
      shop_id: DEMO_SHOP_ID,
      type: "MEMBER",
      email: OTHER_MEMBER.email,
      password_hash: await hashPassword(OTHER_MEMBER.password),
      display_name: OTHER_MEMBER.name,
    })
    .execute();
  const badges = await Promise.all(
    BADGES.map(async (badge, position) => ({
      id: badgeId(badge.key),
      shop_id: DEMO_SHOP_ID,
      name: badge.name,
      description: badge.description,
      icon_url: await badgeIcon(trx, badge),
      position,
    })),
  );
  await trx.insertInto("badges").values(badges).execute();
  const member = demoUserId("member@demo.test");
  const other = demoUserId(OTHER_MEMBER.email);
  await trx
    .insertInto("member_badges")
    .values([
      {
        member_id: member,
        badge_id: badgeId("early-supporter"),
        earned_at: new Date(now - 700 * DAY_MS),
        show_in_profile: true,
      },
      {
        member_id: member,
        badge_id: badgeId("one-year"),
        earned_at: new Date(now - 335 * DAY_MS),
        show_in_profile: true,
      },
      {
        member_id: member,
        badge_id: badgeId("superfan"),
        earned_at: new Date(now - 40 * DAY_MS),
        show_in_profile: false,
      },
      {
        member_id: other,
        badge_id: badgeId("commenter"),
        earned_at: new Date(now - 90 * DAY_MS),
        show_in_profile: true,
      },
    ])
    .execute();
  // The paid member has seen the welcome post; the others still get it.
  await trx
    .insertInto("member_accounts")
    .values({ user_id: member, show_welcome_post: false })
    .execute();
}

/** other@demo.test, the demo badges and who earned them. */
export const membersSeed: SeedStep = { name: "membership-members", run: seedMembers };
