import { type Kysely, sql } from "kysely";

/**
 * Price range, availability and the first variant, kept on `products` by statement triggers on
 * `product_variants`, so listings sort and filter on plain columns instead of aggregating every
 * variant on each request. Any write to variants (seed, stock taken at checkout) keeps them true.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("min_price", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("max_price", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("variant_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("first_variant_id", "text")
    .addColumn("available", "boolean", (col) => col.notNull().defaultTo(false))
    .execute();

  // One function for the three triggers: each names its transition table `changed_variants`.
  await sql`
    create function refresh_product_stats() returns trigger language plpgsql as $$
    begin
      update products p set
        min_price = coalesce(s.min_price, 0),
        max_price = coalesce(s.max_price, 0),
        variant_count = coalesce(s.variant_count, 0),
        first_variant_id = s.first_variant_id,
        available = coalesce(s.available, false)
      from (select distinct product_id as id from changed_variants) c
      left join lateral (
        select min(v.price) as min_price, max(v.price) as max_price,
               count(*)::int as variant_count, min(v.id) as first_variant_id,
               bool_or(v.enabled and (v.stock is null or v.stock > 0)) as available
        from product_variants v where v.product_id = c.id
      ) s on true
      where p.id = c.id;
      return null;
    end $$`.execute(db);

  for (const [event, transition] of [
    ["insert", "new table as changed_variants"],
    ["update", "new table as changed_variants"],
    ["delete", "old table as changed_variants"],
  ] as const) {
    await sql
      .raw(
        `create trigger product_variants_stats_${event} after ${event} on product_variants
         referencing ${transition} for each statement execute function refresh_product_stats()`,
      )
      .execute(db);
  }
}
