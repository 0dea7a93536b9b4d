import { endpoints } from "@vitrine/contract";
import { Hono } from "hono";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import type { ShopEnv } from "../http/shop-env";
import { giftNotFound, loadGift } from "./gift-store";

/** The gift page's data at `GET /pod/gifts/{giftId}`: a product a Twitch viewer gifted. */
export function giftRoutes({ db }: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  onEndpoint(router, endpoints.twitch.getGift, [], async (c, { params }) => {
    const gift = await loadGift(db, c.var.shop.id, { id: params.giftId });
    if (!gift) throw giftNotFound();
    return c.json({ data: gift });
  });
  return router;
}
