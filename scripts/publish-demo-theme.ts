import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  MINIMAL_CREATOR,
  MINIMAL_SHOP_ID,
  publishTheme,
  type ShopDatabase,
  themeUploadOf,
} from "@vitrine/shop-api";
import { minimalSettings } from "../themes/minimal/src/settings";
import { minimalTranslations } from "../themes/minimal/src/translations";
import { buildTheme } from "./build-theme";

const HANDLE = "minimal";

/**
 * Publishes `themes/minimal` as the minimal shop's theme, the way a creator would: built, turned
 * into a `ThemeUpload` (content-hashed names, SHA-256, gzip figure; its own settings groups and its
 * translations' locales) and published as `creator@minimal.test` through the shop API's own
 * `publishTheme`. Only when that shop has no version yet, so a restart builds nothing. The one
 * place the demo builds a theme: switch the build here (to the CLI's builder) and nowhere else.
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
  const published = await db
    .selectFrom("theme_versions")
    .select("version")
    .where("shop_id", "=", MINIMAL_SHOP_ID)
    .where("handle", "=", HANDLE)
    .executeTakeFirst();
  if (published) return null;

  log(`building and publishing the theme "${HANDLE}" of minimal.localhost…`);
  const outDir = await mkdtemp(join(tmpdir(), "vitrine-theme-"));
  try {
    await buildTheme({ handle: HANDLE, themesDir: outDir });
    const dir = join(outDir, HANDLE);
    const files: Record<string, Uint8Array | string> = {};
    for (const name of await readdir(dir)) {
      // Source maps stay home: the names change with the content hash, and shoppers need none.
      if (name.endsWith(".map")) continue;
      const body = await readFile(join(dir, name));
      files[name] = name.endsWith(".js")
        ? body.toString("utf8").replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n")
        : new Uint8Array(body);
    }
    const upload = themeUploadOf({
      handle: HANDLE,
      entry: "theme.js",
      files,
      settings: minimalSettings,
      locales: Object.keys(minimalTranslations),
    });
    const { version } = await publishTheme(db, {
      shopId: MINIMAL_SHOP_ID,
      userId: creator.id,
      upload,
    });
    return version;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
