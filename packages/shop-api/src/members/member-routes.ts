import { createHash } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { requireSession } from "../auth/session-middleware";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { idSchema, parseJson } from "../http/validate";
import { dueExitSurvey } from "./exit-survey";
import { badgesOf, loadMember } from "./member-profile";
import { readProfileForm } from "./profile-form";

const exitSurveyBody = z.object({
  subscriptionId: idSchema,
  reason: z.enum(["TOO_EXPENSIVE", "NOT_ENOUGH_CONTENT", "TECHNICAL_ISSUES", "OTHER"]),
  comment: z.string().trim().max(2000),
});
const userIdBody = z.object({ userId: idSchema });
const subscriptionBody = z.object({ subscriptionId: idSchema });
const badgesBody = z.object({ badgeIds: z.array(idSchema).max(100) });
const discordBody = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { message: "Not a Discord authorization code." }),
});

/** The member's own account: profile, welcome post, exit survey, blocks, badges, Discord. */
export function memberRoutes({ db, clock, mediaStore }: ShopApiDeps) {
  const setAccount = (
    userId: string,
    values: { show_welcome_post?: boolean; discord_user_id?: string | null },
  ) =>
    db
      .insertInto("member_accounts")
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
      .execute();

  return new Hono<ShopEnv>()
    .get("/api/members/profile", async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      return c.json({ data: { member: await loadMember(db, c.var.shop, sub, clock()) } });
    })
    .post("/api/members/update-profile", async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const changes = await readProfileForm(c, db, mediaStore, sub);
      if (Object.keys(changes).length > 0) {
        await db.updateTable("users").set(changes).where("id", "=", sub).execute();
      }
      return c.json({ data: { member: await loadMember(db, c.var.shop, sub, clock()) } });
    })
    .post("/api/members/hide-welcome-post", async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      await setAccount(sub, { show_welcome_post: false });
      return c.json({ data: null });
    })
    .post("/api/members/exit-survey", async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { subscriptionId, reason, comment } = await parseJson(c, exitSurveyBody);
      const subscription = await dueExitSurvey(db, c.var.shop.id, sub, subscriptionId, clock());
      await db
        .updateTable("subscriptions")
        .set({ exit_surveyed: true, exit_survey_reason: reason, exit_survey_comment: comment })
        .where("id", "=", subscription.id)
        .execute();
      return c.json({ data: null });
    })
    .post("/api/members/skip-exit-survey", async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { subscriptionId } = await parseJson(c, subscriptionBody);
      const subscription = await dueExitSurvey(db, c.var.shop.id, sub, subscriptionId, clock());
      await db
        .updateTable("subscriptions")
        .set({ exit_surveyed: true })
        .where("id", "=", subscription.id)
        .execute();
      return c.json({ data: null });
    })
    .post("/api/members/block", async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { userId } = await parseJson(c, userIdBody);
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
    })
    .post("/api/members/unblock", async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { userId } = await parseJson(c, userIdBody);
      await db
        .deleteFrom("member_blocks")
        .where("member_id", "=", sub)
        .where("blocked_user_id", "=", userId)
        .execute();
      return c.json({ data: null });
    })
    .post("/api/members/badges", async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { badgeIds } = await parseJson(c, badgesBody);
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
    })
    .post("/api/members/integrations/discord", async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      const { code } = await parseJson(c, discordBody);
      // The reference platform has no Discord application to exchange the code with: the link
      // is recorded under a stable pseudonymous id derived from the code.
      const discordUserId = `discord_${createHash("sha256").update(code).digest("hex").slice(0, 18)}`;
      await setAccount(sub, { discord_user_id: discordUserId });
      return c.json({ data: null });
    })
    .delete("/api/members/integrations/discord", async (c) => {
      const { sub } = requireSession(c, "MEMBER");
      await setAccount(sub, { discord_user_id: null });
      return c.json({ data: null });
    });
}
