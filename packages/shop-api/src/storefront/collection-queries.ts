import type { Collection, CollectionOrderBy, SortDirection } from "@vitrine/contract";
import { sql } from "kysely";
import type { ShopDatabase } from "../db/database";
import { type CollectionRow, toCollection } from "./catalog-mappers";

function collectionsOf(db: ShopDatabase, shopId: string) {
  return db
    .selectFrom("collections")
    .leftJoin("media", "media.id", "collections.image_media_id")
    .selectAll("collections")
    .select([
      "media.width as image_width",
      "media.height as image_height",
      sql<number>`(select count(*)::int from product_collections pc where pc.collection_id = collections.id)`.as(
        "product_count",
      ),
    ])
    .where("collections.shop_id", "=", shopId);
}

const ORDER_COLUMNS = {
  createdAt: "collections.created_at",
  title: "collections.title",
  position: "collections.position",
} as const;

export async function listCollections(
  db: ShopDatabase,
  shopId: string,
  query: {
    ids?: string[];
    orderBy: CollectionOrderBy;
    direction: SortDirection;
    pageNum: number;
    pageSize: number;
  },
): Promise<{ items: Collection[]; total: number }> {
  let base = db.selectFrom("collections").where("shop_id", "=", shopId);
  if (query.ids?.length) base = base.where("id", "in", query.ids);
  const { total } = await base
    .select(sql<number>`count(*)::int`.as("total"))
    .executeTakeFirstOrThrow();

  let rows = collectionsOf(db, shopId);
  if (query.ids?.length) rows = rows.where("collections.id", "in", query.ids);
  const direction = query.direction === "ASC" ? "asc" : "desc";
  const page = await rows
    .orderBy(ORDER_COLUMNS[query.orderBy], direction)
    .orderBy("collections.id", direction)
    .limit(query.pageSize)
    .offset(query.pageNum * query.pageSize)
    .execute();
  return { items: page.map((row) => toCollection(row as CollectionRow)), total };
}

/** A collection by id or slug; `undefined` when the shop has neither. */
export async function findCollection(
  db: ShopDatabase,
  shopId: string,
  idOrSlug: string,
): Promise<Collection | undefined> {
  const row = await collectionsOf(db, shopId)
    .where((eb) =>
      eb.or([eb("collections.id", "=", idOrSlug), eb("collections.slug", "=", idOrSlug)]),
    )
    .executeTakeFirst();
  return row && toCollection(row as CollectionRow);
}
