import { Hono } from "hono";
import type { ShopApiDeps, ShopEnv } from "../http/env";
import { listOutbox } from "./outbox";

const OUTBOX_LIMIT = 50;

/**
 * `GET /api/dev/outbox`: the shop's latest emails (reset links), for development. Absent when
 * `NODE_ENV` is `production`, where the path answers 404 like any unknown one.
 */
export function devOutboxRoutes({ db }: ShopApiDeps) {
  const routes = new Hono<ShopEnv>();
  if (process.env.NODE_ENV === "production") return routes;
  return routes.get("/api/dev/outbox", async (c) =>
    c.json({ data: await listOutbox(db, c.var.shop.id, OUTBOX_LIMIT) }),
  );
}
