import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { PGliteDialect } from "kysely-pglite-dialect";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../database";
import type { Database } from "../schema";
import { migrations } from "./index";

describe("migration 0290 (theme settings versions)", () => {
  it("gives every shop it finds version 1 of the settings it has, no author, revision 0", async () => {
    const db = new Kysely<Database>({ dialect: new PGliteDialect(await PGlite.create()) });
    try {
      const before = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < "0290"),
      );
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => before },
        allowUnorderedMigrations: true,
      });
      const { error } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();
      const settings = { page_width: 1280, heading_font: "system-ui" };
      await db
        .insertInto("shops")
        .values({
          id: "shop_old",
          name: "Old",
          description: "",
          currency: "USD",
          locale: "en",
          status: "ACTIVE",
          is_coming_soon: false,
          primary_host: "old.localhost",
          logo_url: null,
          theme_handle: "default",
          theme_settings: JSON.stringify(settings),
          membership: JSON.stringify({}),
          twitch: JSON.stringify(null),
          tax_rate_bps: 0,
        })
        .execute();

      await migrateToLatest(db);

      expect(await db.selectFrom("theme_settings_versions").selectAll().execute()).toEqual([
        {
          shop_id: "shop_old",
          version: 1,
          settings,
          published_by: null,
          published_at: null,
          restored_from: null,
        },
      ]);
      const shop = await db.selectFrom("shops").select("settings_revision").executeTakeFirst();
      expect(shop?.settings_revision).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});
