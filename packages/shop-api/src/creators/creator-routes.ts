import { type Creator, endpoints } from "@vitrine/contract";
import { Hono } from "hono";
import { requireSession } from "../auth/session-middleware";
import { signedIn } from "../auth/signed-in";
import type { ShopDatabase } from "../db/database";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { readProfileForm } from "../members/profile-form";

async function loadCreator(db: ShopDatabase, shopId: string, creatorId: string): Promise<Creator> {
  const row = await db
    .selectFrom("users")
    .select(["id", "email", "display_name", "avatar_url", "bio"])
    .where("id", "=", creatorId)
    .where("shop_id", "=", shopId)
    .where("type", "=", "CREATOR")
    .executeTakeFirst();
  if (!row) throw httpError(404, "Creator not found.", { code: "NOT_FOUND" });
  return {
    type: "CREATOR",
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    avatarUrl: row.avatar_url,
    bio: row.bio,
  };
}

const { creatorProfile, updateCreatorProfile, shadowban } = endpoints.creators;

/** The creator's own profile, and shadowbanning a member of the creator's shop. */
export function creatorRoutes({ db, clock, mediaStore }: ShopApiDeps) {
  const creator = [signedIn("CREATOR")];
  const router = new Hono<ShopEnv>();
  onEndpoint(router, creatorProfile, creator, async (c) => {
    const { sub } = requireSession(c);
    return c.json({ data: { creator: await loadCreator(db, c.var.shop.id, sub) } });
  });
  onEndpoint(router, updateCreatorProfile, creator, async (c) => {
    const { sub } = requireSession(c);
    const changes = await readProfileForm(c, db, mediaStore, sub);
    if (Object.keys(changes).length > 0) {
      await db.updateTable("users").set(changes).where("id", "=", sub).execute();
    }
    return c.json({ data: { creator: await loadCreator(db, c.var.shop.id, sub) } });
  });
  onEndpoint(router, shadowban, creator, async (c, { body: { memberId } }) => {
    const member = await db
      .selectFrom("users")
      .select("id")
      .where("id", "=", memberId)
      .where("shop_id", "=", c.var.shop.id)
      .where("type", "=", "MEMBER")
      .executeTakeFirst();
    if (!member) throw httpError(404, "Member not found.", { code: "NOT_FOUND" });
    const now = clock();
    await db
      .insertInto("member_accounts")
      .values({ user_id: memberId, shadowbanned_at: now })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ shadowbanned_at: now }))
      .execute();
    return c.json({ data: null });
  });
  return router;
}
