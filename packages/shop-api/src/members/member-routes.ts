import { createHash } from "node:crypto";
import { endpoints } from "@vitrine/contract";
import { Hono } from "hono";
import { requireSession } from "../auth/session-middleware";
import { signedIn } from "../auth/signed-in";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { dueExitSurvey } from "./exit-survey";
import { badgesOf, loadMember } from "./member-profile";
import { readProfileForm } from "./profile-form";

const {
  profile,
  updateProfile,
  hideWelcomePost,
  exitSurvey,
  skipExitSurvey,
  block,
  unblock,
  showBadges,
  connectDiscord,
  disconnectDiscord,
} = endpoints.members;

/** The member's own account: profile, welcome post, exit survey, blocks, badges, Discord. */
export function memberRoutes(deps: ShopApiDeps) {
  const { db, clock, mediaStore } = deps;
  const setAccount = (
    userId: string,
    values: { show_welcome_post?: boolean; discord_user_id?: string | null },
  ) =>
    db
      .insertInto("member_accounts")
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
      .execute();

  const member = [signedIn("MEMBER")];
  const router = new Hono<ShopEnv>();
  onEndpoint(router, profile, member, async (c) => {
    const { sub } = requireSession(c);
    return c.json({ data: { member: await loadMember(db, c.var.shop, sub, clock()) } });
  });
  onEndpoint(router, updateProfile, member, async (c) => {
    const { sub } = requireSession(c);
    const changes = await readProfileForm(c, db, mediaStore, sub);
    if (Object.keys(changes).length > 0) {
      await db.updateTable("users").set(changes).where("id", "=", sub).execute();
    }
    return c.json({ data: { member: await loadMember(db, c.var.shop, sub, clock()) } });
  });
  onEndpoint(router, hideWelcomePost, member, async (c) => {
    await setAccount(requireSession(c).sub, { show_welcome_post: false });
    return c.json({ data: null });
  });
  onEndpoint(router, exitSurvey, member, async (c, { body }) => {
    const { sub } = requireSession(c);
    const { subscriptionId, reason, comment } = body;
    const subscription = await dueExitSurvey(db, c.var.shop.id, sub, subscriptionId, clock());
    await db
      .updateTable("subscriptions")
      .set({ exit_surveyed: true, exit_survey_reason: reason, exit_survey_comment: comment })
      .where("id", "=", subscription.id)
      .execute();
    return c.json({ data: null });
  });
  onEndpoint(router, skipExitSurvey, member, async (c, { body: { subscriptionId } }) => {
    const { sub } = requireSession(c);
    const subscription = await dueExitSurvey(db, c.var.shop.id, sub, subscriptionId, clock());
    await db
      .updateTable("subscriptions")
      .set({ exit_surveyed: true })
      .where("id", "=", subscription.id)
      .execute();
    return c.json({ data: null });
  });
  blockRoutes(router, deps);
  onEndpoint(router, showBadges, member, async (c, { body: { badgeIds } }) => {
    const { sub } = requireSession(c);
    const owned = new Set((await badgesOf(db, sub)).map((badge) => badge.id));
    const foreign = badgeIds.find((id) => !owned.has(id));
    if (foreign !== undefined) throw httpError(404, "Badge not found.", { code: "NOT_FOUND" });
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("member_badges")
        .set({ show_in_profile: false })
        .where("member_id", "=", sub)
        .execute();
      if (badgeIds.length > 0) {
        await trx
          .updateTable("member_badges")
          .set({ show_in_profile: true })
          .where("member_id", "=", sub)
          .where("badge_id", "in", badgeIds)
          .execute();
      }
    });
    return c.json({ data: await badgesOf(db, sub) });
  });
  onEndpoint(router, connectDiscord, member, async (c, { body: { code } }) => {
    // The reference platform has no Discord application to exchange the code with: the link
    // is recorded under a stable pseudonymous id derived from the code.
    const discordUserId = `discord_${createHash("sha256").update(code).digest("hex").slice(0, 18)}`;
    await setAccount(requireSession(c).sub, { discord_user_id: discordUserId });
    return c.json({ data: null });
  });
  onEndpoint(router, disconnectDiscord, member, async (c) => {
    await setAccount(requireSession(c).sub, { discord_user_id: null });
    return c.json({ data: null });
  });
  return router;
}

/** Blocking another user of the shop (never oneself), and unblocking. */
function blockRoutes(router: Hono<ShopEnv>, { db }: ShopApiDeps) {
  const member = [signedIn("MEMBER")];
  onEndpoint(router, block, member, async (c, { body: { userId } }) => {
    const { sub } = requireSession(c);
    if (userId === sub)
      throw httpError(400, "You cannot block yourself.", { code: "VALIDATION_ERROR" });
    const user = await db
      .selectFrom("users")
      .select("id")
      .where("id", "=", userId)
      .where("shop_id", "=", c.var.shop.id)
      .executeTakeFirst();
    if (!user) throw httpError(404, "User not found.", { code: "NOT_FOUND" });
    await db
      .insertInto("member_blocks")
      .values({ member_id: sub, blocked_user_id: userId })
      .onConflict((oc) => oc.columns(["member_id", "blocked_user_id"]).doNothing())
      .execute();
    return c.json({ data: null });
  });
  onEndpoint(router, unblock, member, async (c, { body: { userId } }) => {
    await db
      .deleteFrom("member_blocks")
      .where("member_id", "=", requireSession(c).sub)
      .where("blocked_user_id", "=", userId)
      .execute();
    return c.json({ data: null });
  });
}
