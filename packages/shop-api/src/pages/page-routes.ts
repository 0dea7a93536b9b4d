import { endpoints } from "@vitrine/contract";
import { Hono } from "hono";
import { z } from "zod";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import { publicRead } from "../http/shared-cache";
import type { ShopEnv } from "../http/shop-env";
import { parseOrThrow } from "../http/validate";

const slugSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/, "Not a page slug");

/** Content pages by slug at `GET /pod/pages/{slug}`, as safe blocks (never HTML). */
export function pageRoutes({ db, readCache }: ShopApiDeps) {
  const router = new Hono<ShopEnv>();
  onEndpoint(
    router,
    endpoints.pages.get,
    [publicRead("pages", readCache)],
    async (c, { params }) => {
      const slug = parseOrThrow(slugSchema, params.slug);
      const row = await db
        .selectFrom("pages")
        .selectAll()
        .where("shop_id", "=", c.var.shop.id)
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (!row) throw httpError(404, "Page not found.", { code: "NOT_FOUND" });
      return c.json({
        data: {
          slug: row.slug,
          title: row.title,
          blocks: row.blocks,
          updatedAt: row.updated_at.toISOString(),
        },
      });
    },
  );
  return router;
}
