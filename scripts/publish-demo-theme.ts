import { join } from "node:path";
import { buildTheme, themeUpload } from "@vitrine/cli";
import {
  MINIMAL_CREATOR,
  MINIMAL_SHOP_ID,
  publishTheme,
  type ShopDatabase,
} from "@vitrine/shop-api";
import { newestModification } from "./freshness";
import { THEMES_SOURCE_DIR } from "./repo-paths";

const HANDLE = "minimal";

/**
 * Publishes `themes/minimal` as the minimal shop's theme, the way a creator would: built by the
 * CLI's builder (content-hashed script and stylesheet, manifest with its settings and locales) and
 * published as `creator@minimal.test` through the shop API's own `publishTheme`, which checks it as
 * it checks any upload. Only when the shop has no version of it yet, or its sources changed since
 * the live one was published: a restart with nothing new builds nothing, and an unchanged build
 * would only make the same version live again.
 *
 * @example
 * await publishDemoTheme(db, console.log) // → 1 (the version), or null when there was nothing to do
 */
export async function publishDemoTheme(
  db: ShopDatabase,
  log: (line: string) => void,
): Promise<number | null> {
  const creator = await db
    .selectFrom("users")
    .select("id")
    .where("shop_id", "=", MINIMAL_SHOP_ID)
    .where("email", "=", MINIMAL_CREATOR.email)
    .where("type", "=", "CREATOR")
    .executeTakeFirst();
  // A database without the demo (PostgreSQL not asked to seed it) has no minimal shop to publish to.
  if (!creator) return null;
  const themeDir = join(THEMES_SOURCE_DIR, HANDLE);
  const latest = await db
    .selectFrom("theme_versions")
    .select("published_at")
    .where("shop_id", "=", MINIMAL_SHOP_ID)
    .where("handle", "=", HANDLE)
    .orderBy("version", "desc")
    .executeTakeFirst();
  if (
    latest &&
    new Date(latest.published_at).getTime() >= (await newestModification([join(themeDir, "src")]))
  ) {
    return null;
  }

  log(`building and publishing the theme "${HANDLE}" of minimal.localhost…`);
  const { version } = await publishTheme(db, {
    shopId: MINIMAL_SHOP_ID,
    userId: creator.id,
    upload: themeUpload(await buildTheme(themeDir)),
  });
  return version;
}
