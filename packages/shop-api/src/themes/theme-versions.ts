import type { ThemeManifest, ThemeTrial, ThemeVersion } from "@vitrine/contract";
import { sql } from "kysely";
import type { ShopDatabase } from "../db/database";
import type { ShopRow } from "../db/schema";
import { httpError } from "../http/http-error";
import {
  databaseThemeFileStore,
  type ThemeFileStore,
  type ThemeVersionKey,
} from "./theme-file-store";
import { themeVersionHealth } from "./theme-health";
import { refuseOverThemeQuota } from "./theme-quotas";
import { tryThemeUpload } from "./theme-trial";
import { type CheckedUpload, checkThemeUpload, DEFAULT_THEME_HANDLE } from "./theme-upload-check";

/**
 * The immutable address of one file of a version on the assets host.
 * @example themeFileUrl("http://minimal.localhost:3000/", { shopId: "shop_minimal", handle: "minimal", version: 2 }, "theme.3f9a1c2b.js")
 * // "http://minimal.localhost:3000/themes/shop_minimal/minimal/2/theme.3f9a1c2b.js"
 */
export function themeFileUrl(assetsHost: string, key: ThemeVersionKey, path: string): string {
  const segments = [key.shopId, key.handle, String(key.version), path].map(encodeURIComponent);
  return `${assetsHost.replace(/\/+$/, "")}/themes/${segments.join("/")}`;
}

export interface PublishThemeInput {
  shopId: string;
  /** The creator publishing; recorded as `published_by`. */
  userId: string;
  /** The body of `POST /api/creators/themes`, unchecked: it is checked here. */
  upload: unknown;
  store?: ThemeFileStore;
  clock?: () => Date;
  /** Renders the upload's pages first (`tryThemeUpload`); without it nothing is tried. */
  trial?: ThemeTrial | null;
}

export interface PublishedTheme extends ThemeVersionKey {
  /** False when the upload was the same build as an existing version, which went live again. */
  created: boolean;
}

/**
 * Checks an upload and, in one transaction, stores it as the next version of its handle in the
 * shop and makes it live, so a failure at any step leaves the previous live theme. An upload whose
 * hash equals an existing version of the same handle stores nothing: that version goes live. A
 * new version must fit the shop's quota (`refuseOverThemeQuota`, 409). Used by the route and by
 * the demo's seeding (`scripts/publish-demo-theme.ts`).
 *
 * @example
 * await publishTheme(db, { shopId: "shop_minimal", userId, upload })
 * // → { shopId: "shop_minimal", handle: "minimal", version: 1, created: true }
 */
export async function publishTheme(
  db: ShopDatabase,
  {
    shopId,
    userId,
    upload,
    store = databaseThemeFileStore,
    clock = () => new Date(),
    trial = null,
  }: PublishThemeInput,
): Promise<PublishedTheme> {
  const checked = await checkThemeUpload(upload);
  const handle = checked.manifest.handle;
  if (trial !== null) {
    // A full shop says so before the trial renders anything; the check under the lock below is
    // the one that holds.
    if (!(await sameBuild(db, shopId, checked))) {
      await refuseOverThemeQuota(db, shopId, checked.bytes);
    }
    // Before the transaction: rendering takes a while, and no lock need wait for it.
    await tryThemeUpload(db, trial, shopId, checked);
  }
  return db.transaction().execute(async (trx) => {
    // One publish of a shop at a time: the next number is read and taken under this lock.
    await trx.selectFrom("shops").select("id").where("id", "=", shopId).forUpdate().execute();
    const same = await sameBuild(trx, shopId, checked);
    let version: number;
    if (same) {
      version = same.version;
    } else {
      await refuseOverThemeQuota(trx, shopId, checked.bytes);
      const last = await trx
        .selectFrom("theme_versions")
        .select((eb) => eb.fn.max("version").as("version"))
        .where("shop_id", "=", shopId)
        .where("handle", "=", handle)
        .executeTakeFirst();
      version = Number(last?.version ?? 0) + 1;
      await trx
        .insertInto("theme_versions")
        .values({
          shop_id: shopId,
          handle,
          version,
          manifest: JSON.stringify(checked.manifest),
          hash: checked.hash,
          bytes: checked.bytes,
          gzip_bytes: checked.gzipBytes,
          published_by: userId,
          published_at: clock(),
        })
        .execute();
      await store.put(trx, { shopId, handle, version }, checked.files);
    }
    await trx
      .updateTable("shops")
      .set(liveThemeChange(handle, version))
      .where("id", "=", shopId)
      .execute();
    return { shopId, handle, version, created: !same };
  });
}

/** The newest version of the upload's handle that is the same build, if the shop has one. */
function sameBuild(
  db: ShopDatabase,
  shopId: string,
  { manifest, hash }: CheckedUpload,
): Promise<{ version: number } | undefined> {
  return db
    .selectFrom("theme_versions")
    .select("version")
    .where("shop_id", "=", shopId)
    .where("handle", "=", manifest.handle)
    .where("hash", "=", hash)
    .orderBy("version", "desc")
    .executeTakeFirst();
}

/**
 * The shop row's change when its live theme changes: the theme, and one more settings revision.
 * The settings are now checked against another schema, so a customizer that opened them under
 * the old theme gets 409 on its next write (and loads the latest) rather than saving against it.
 */
function liveThemeChange(handle: string, version: number | null) {
  return {
    theme_handle: handle,
    theme_version: version,
    settings_revision: sql<number>`settings_revision + 1`,
  };
}

/** The answer to a theme version the shop does not have, wherever one is named. */
export function noSuchThemeVersion() {
  return httpError(404, "This shop has no such theme version.", { code: "NOT_FOUND" });
}

/**
 * Makes a published version the shop's live theme (rollback is this with an older number), or
 * the bundled default theme with `{ handle: "default" }` and no version. 404 for a version the
 * shop does not have. Run it in a transaction (publishing settings with a theme makes it live in
 * theirs): it locks the shop row first, as a delete does, so a version deleted at the same moment
 * is either found gone here or refused there as live.
 */
export async function setLiveTheme(
  db: ShopDatabase,
  shopId: string,
  live: { handle: string; version?: number | null },
): Promise<void> {
  if (live.handle === DEFAULT_THEME_HANDLE) {
    await db
      .updateTable("shops")
      .set(liveThemeChange(DEFAULT_THEME_HANDLE, null))
      .where("id", "=", shopId)
      .execute();
    return;
  }
  const version = live.version;
  if (typeof version !== "number") throw noSuchThemeVersion();
  await db.selectFrom("shops").select("id").where("id", "=", shopId).forUpdate().execute();
  if (!(await versionManifest(db, shopId, live.handle, version))) throw noSuchThemeVersion();
  await db
    .updateTable("shops")
    .set(liveThemeChange(live.handle, version))
    .where("id", "=", shopId)
    .execute();
}

/**
 * Deletes a version of the shop's themes and its files, to make room under the shop's quota: 404
 * for a version the shop does not have, 409 `THEME_VERSION_LIVE` for the live one (the shop must
 * go on showing a theme). Under the lock on the shop row that a publish and `setLiveTheme` take,
 * so neither can make this version live while it goes. Only the newest number of a handle can be
 * given again, by its next publish (numbers are `max + 1`).
 *
 * @example
 * await deleteThemeVersion(db, "shop_demo", { handle: "studio", version: 1 }) // its row and files are gone
 */
export async function deleteThemeVersion(
  db: ShopDatabase,
  shopId: string,
  { handle, version }: { handle: string; version: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const shop = await trx
      .selectFrom("shops")
      .select(["theme_handle", "theme_version"])
      .where("id", "=", shopId)
      .forUpdate()
      .executeTakeFirst();
    if (shop?.theme_handle === handle && shop.theme_version === version) {
      throw httpError(
        409,
        `${handle}@${version} is the shop's live theme: make another version live (vitrine theme rollback) before deleting it.`,
        { code: "THEME_VERSION_LIVE" },
      );
    }
    const deleted = await trx
      .deleteFrom("theme_versions")
      .where("shop_id", "=", shopId)
      .where("handle", "=", handle)
      .where("version", "=", version)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw noSuchThemeVersion();
  });
}

/** Every version of the shop's themes, newest first, `live` marking the shop's live one. */
export async function listThemeVersions(
  db: ShopDatabase,
  shop: Pick<ShopRow, "id">,
  assetsHost: string,
): Promise<ThemeVersion[]> {
  const live = await db
    .selectFrom("shops")
    .select(["theme_handle", "theme_version"])
    .where("id", "=", shop.id)
    .executeTakeFirst();
  const rows = await db
    .selectFrom("theme_versions")
    .innerJoin("users", "users.id", "theme_versions.published_by")
    .select([
      "theme_versions.handle",
      "theme_versions.version",
      "theme_versions.hash",
      "theme_versions.bytes",
      "theme_versions.gzip_bytes",
      "theme_versions.manifest",
      "theme_versions.published_at",
      "theme_versions.published_by",
      "theme_versions.quarantine_kind",
      "theme_versions.quarantine_reason",
      "theme_versions.quarantined_at",
      "users.email",
    ])
    .where("theme_versions.shop_id", "=", shop.id)
    .orderBy("theme_versions.published_at", "desc")
    .orderBy("theme_versions.handle")
    .orderBy("theme_versions.version", "desc")
    .execute();
  return rows.map((row) => {
    const manifest = parseManifest(row.manifest);
    return {
      handle: row.handle,
      version: row.version,
      hash: row.hash,
      bytes: row.bytes,
      gzipBytes: row.gzip_bytes,
      publishedAt: new Date(row.published_at).toISOString(),
      publishedBy: { id: row.published_by, email: row.email },
      live: live?.theme_handle === row.handle && live.theme_version === row.version,
      scriptUrl: themeFileUrl(
        assetsHost,
        { shopId: shop.id, handle: row.handle, version: row.version },
        manifest.entry,
      ),
      health: themeVersionHealth(row),
    };
  });
}

/** The manifest of a shop's live version, or null when the shop is on `default` or has none. */
export async function liveManifest(db: ShopDatabase, shop: ShopRow): Promise<ThemeManifest | null> {
  if (shop.theme_handle === null || shop.theme_version === null) return null;
  return versionManifest(db, shop.id, shop.theme_handle, shop.theme_version);
}

/** The manifest of one version of a shop's theme, or null when the shop has no such version. */
export async function versionManifest(
  db: ShopDatabase,
  shopId: string,
  handle: string,
  version: number,
): Promise<ThemeManifest | null> {
  const row = await db
    .selectFrom("theme_versions")
    .select("manifest")
    .where("shop_id", "=", shopId)
    .where("handle", "=", handle)
    .where("version", "=", version)
    .executeTakeFirst();
  return row ? parseManifest(row.manifest) : null;
}

/** PGlite and pg both parse jsonb; a text value (a driver that does not) is parsed here. */
function parseManifest(value: unknown): ThemeManifest {
  return (typeof value === "string" ? JSON.parse(value) : value) as ThemeManifest;
}
