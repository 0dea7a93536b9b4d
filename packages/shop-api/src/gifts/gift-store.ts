import type { Gift } from "@vitrine/contract";
import type { Kysely } from "kysely";
import { mediaUrl } from "../assets/media-store";
import type { Database } from "../db/schema";
import { httpError } from "../http/http-error";

export const giftNotFound = () => httpError(404, "Gift not found.", { code: "NOT_FOUND" });

/** The gift as its page shows it: product, variant, first product image, who gifted it. */
export async function loadGift(
  db: Kysely<Database>,
  shopId: string,
  where: { id: string } | { codeHash: string },
): Promise<Gift | undefined> {
  let query = db
    .selectFrom("gifts as g")
    .innerJoin("products as p", "p.id", "g.product_id")
    .innerJoin("product_variants as v", "v.id", "g.variant_id")
    .select([
      "g.id",
      "g.product_id",
      "g.gifter_name",
      "g.message",
      "g.channel_name",
      "g.created_at",
      "g.redeemed_at",
      "p.slug",
      "p.name as product_name",
      "v.name as variant_name",
    ])
    .where("g.shop_id", "=", shopId);
  query =
    "id" in where
      ? query.where("g.id", "=", where.id)
      : query.where("g.code_hash", "=", where.codeHash);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const image = await db
    .selectFrom("product_images")
    .selectAll()
    .where("product_id", "=", row.product_id)
    .orderBy("position")
    .executeTakeFirst();
  return {
    id: row.id,
    productId: row.product_id,
    productSlug: row.slug,
    productName: row.product_name,
    variantName: row.variant_name,
    image: image
      ? {
          id: image.id,
          url: mediaUrl(image.media_id),
          alt: image.alt,
          position: image.position,
          width: image.width,
          height: image.height,
        }
      : null,
    gifterName: row.gifter_name,
    message: row.message,
    channelName: row.channel_name,
    status: row.redeemed_at ? "REDEEMED" : "AVAILABLE",
    createdAt: row.created_at.toISOString(),
    redeemedAt: row.redeemed_at?.toISOString() ?? null,
  };
}
