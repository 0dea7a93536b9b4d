import type { Kysely } from "kysely";

// A product or collection shows the template its creator assigned (`product.preorder`); null is
// the page type's own. A name, not a key: templates live in the shop's settings, and a page whose
// name the settings lack shows its page type's.
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").addColumn("template", "text").execute();
  await db.schema.alterTable("collections").addColumn("template", "text").execute();
}
