import { Hono } from "hono";
import type { ShopApiDeps } from "../http/env";
import type { ShopEnv } from "../http/shop-env";
import { idSchema } from "../http/validate";
import { giftNotFound, loadGift } from "./gift-store";

/** The gift page's data at `GET /pod/gifts/{giftId}`: a product a Twitch viewer gifted. */
export function giftRoutes({ db }: ShopApiDeps) {
  return new Hono<ShopEnv>().get("/pod/gifts/:giftId", async (c) => {
    const id = idSchema.parse(c.req.param("giftId"));
    const gift = await loadGift(db, c.var.shop.id, { id });
    if (!gift) throw giftNotFound();
    return c.json({ data: gift });
  });
}
