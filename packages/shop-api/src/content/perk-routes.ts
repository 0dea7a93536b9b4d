import { endpoints, type Perk } from "@vitrine/contract";
import { Hono } from "hono";
import { signedIn } from "../auth/signed-in";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import type { ShopEnv } from "../http/shop-env";
import { canOpen } from "./content-access";
import { accessRule, contentContext } from "./content-context";

/**
 * The perks of every tier at `GET /api/members/perks`, for a logged-in member or the creator:
 * a perk's value (code, link, text) is only sent to members whose paid tier reaches its tier.
 */
export function perkRoutes({ db, clock }: ShopApiDeps) {
  return onEndpoint(new Hono<ShopEnv>(), endpoints.perks.listPerks, [signedIn()], async (c) => {
    const ctx = await contentContext(db, c, clock());
    const rows = await db
      .selectFrom("perks")
      .innerJoin("membership_tiers as t", "t.id", "perks.tier_id")
      .selectAll("perks")
      .where("perks.shop_id", "=", ctx.shopId)
      .orderBy("t.position")
      .orderBy("perks.position")
      .execute();
    const data: Perk[] = rows.map((row) => {
      const unlocked = canOpen(
        accessRule(ctx, { visibility: "PAID", min_tier_id: row.tier_id }),
        ctx.viewer,
      );
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        kind: row.kind,
        tierId: row.tier_id,
        unlocked,
        value: unlocked ? row.value : null,
      };
    });
    return c.json({ data });
  });
}
