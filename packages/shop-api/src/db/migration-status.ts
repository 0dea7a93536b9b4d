import { type ShopDatabase, shopMigrator } from "./database";

/**
 * The migrations of this code the database has not applied yet, in the order they would run:
 * empty when the schema is current. Migrations the database has and this code lacks (a newer
 * node migrated first during a rolling deploy) do not count: they are not this code's to run.
 * @example await pendingMigrations(db) // [] once openDatabase has migrated
 * await pendingMigrations(freshDb) // ["0001_shops_users_media", "0002_catalog", …]
 */
export async function pendingMigrations(db: ShopDatabase, schema?: string): Promise<string[]> {
  const known = await shopMigrator(db, schema).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map(({ name }) => name);
}
