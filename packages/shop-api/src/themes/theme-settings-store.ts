import type {
  SettingsAuthor,
  ThemeSettings,
  ThemeSettingsState,
  ThemeSettingsVersion,
} from "@vitrine/contract";
import { settingsOfTheme, settingsValuesProblems, type ThemeRef } from "@vitrine/contract";
import type { Kysely, Transaction } from "kysely";
import type { ShopDatabase } from "../db/database";
import type { Database } from "../db/schema";
import { type ApiErrorIssue, httpError } from "../http/http-error";
import type { ThemeSchemas } from "./live-theme-schema";
import { setLiveTheme } from "./theme-versions";

export const VERSION_CONFLICT_MESSAGE =
  "These settings were changed elsewhere (in another tab or by another session) since you opened them. Load the latest to go on; your changes here are not saved.";

/**
 * Throws 400 VALIDATION_ERROR naming the first field (and listing every one in `issues`) unless
 * every value is one the theme allows: its whole settings schema (the spec's settings and its
 * own) and, for `home_sections`, its section types (`homeSectionsProblems`). A key the theme does
 * not declare is refused: the customizer sends only the edited theme's own (`settingsOfTheme`).
 *
 * @example
 * checkSettings(schemasOf("default", null), { page_width: 9000 })
 * // throws 400 "settings.page_width: must be between 600 and 2400"
 */
export function checkSettings(theme: ThemeSchemas, settings: unknown): ThemeSettings {
  const issues: ApiErrorIssue[] = settingsValuesProblems(
    theme.schema,
    settings,
    theme.sections,
  ).map(({ field, message }) => ({ path: field, message }));
  const [first] = issues;
  if (first) {
    throw httpError(400, `${first.path}: ${first.message}`, { code: "VALIDATION_ERROR", issues });
  }
  return settings as ThemeSettings;
}

/** PGlite and pg both parse jsonb; a text value (a driver that does not) is parsed here. */
function parsed<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const authorOf = (id: string | null, email: string | null): SettingsAuthor | null =>
  id !== null && email !== null ? { id, email } : null;

/** The shop's published settings versions with their authors' emails, newest first. */
function versionsNewestFirst(db: Kysely<Database>, shopId: string) {
  return db
    .selectFrom("theme_settings_versions")
    .leftJoin("users", "users.id", "theme_settings_versions.published_by")
    .select([
      "theme_settings_versions.version",
      "theme_settings_versions.published_at",
      "theme_settings_versions.published_by",
      "theme_settings_versions.restored_from",
      "users.email",
    ])
    .where("theme_settings_versions.shop_id", "=", shopId)
    .orderBy("theme_settings_versions.version", "desc");
}

/** The customizer's state of the shop's settings, without its theme (the routes add it and its schemas). */
export async function settingsState(
  db: Kysely<Database>,
  shopId: string,
): Promise<Omit<ThemeSettingsState, keyof ThemeSchemas>> {
  const shop = await db
    .selectFrom("shops")
    .select(["theme_settings", "settings_revision"])
    .where("id", "=", shopId)
    .executeTakeFirstOrThrow();
  const latest = await versionsNewestFirst(db, shopId).limit(1).executeTakeFirst();
  const draft = await db
    .selectFrom("theme_settings_drafts")
    .innerJoin("users", "users.id", "theme_settings_drafts.saved_by")
    .select([
      "theme_settings_drafts.settings",
      "theme_settings_drafts.saved_at",
      "theme_settings_drafts.saved_by",
      "users.email",
    ])
    .where("theme_settings_drafts.shop_id", "=", shopId)
    .executeTakeFirst();
  return {
    revision: shop.settings_revision,
    published: {
      // A shop created without its first version (none of the seed's or migration's) is on 1.
      version: latest?.version ?? 1,
      settings: parsed<ThemeSettings>(shop.theme_settings),
      publishedAt: iso(latest?.published_at ?? null),
      publishedBy: authorOf(latest?.published_by ?? null, latest?.email ?? null),
    },
    draft: draft
      ? {
          settings: parsed<ThemeSettings>(draft.settings),
          savedAt: new Date(draft.saved_at).toISOString(),
          savedBy: { id: draft.saved_by, email: draft.email },
        }
      : null,
  };
}

/** Every published version of the shop's settings, newest first, `live` on the latest. */
export async function listSettingsVersions(
  db: ShopDatabase,
  shopId: string,
): Promise<ThemeSettingsVersion[]> {
  const rows = await versionsNewestFirst(db, shopId).execute();
  return rows.map((row, index) => ({
    version: row.version,
    publishedAt: iso(row.published_at),
    publishedBy: authorOf(row.published_by, row.email),
    restoredFrom: row.restored_from,
    live: index === 0,
  }));
}

export type SettingsWrite =
  | { kind: "draft"; settings: ThemeSettings }
  | { kind: "discard" }
  | {
      kind: "publish";
      settings: ThemeSettings;
      makeLive: ThemeRef | null;
      /** A scheduled publish keeps a draft the owner went on with (`publishDueSchedule`). */
      keepDraft?: boolean;
    }
  | { kind: "restore"; version: number; theme: ThemeSchemas };

/**
 * Writes the shop's settings when `baseRevision` is its current revision, in one transaction with
 * the shop's row locked (two writes on one base: the second waits, then sees the new revision and
 * gets 409 VERSION_CONFLICT with nothing written). Each write adds 1 to the revision; a publish or
 * a restore stores the next version, makes it the shop's settings and clears the draft.
 * A publish with `makeLive` makes that theme live in the same transaction (a no-op when it is
 * already), so visitors switch theme and settings together (404 if the version is gone, nothing
 * written).
 * A restore of a version the shop does not have is a 404. A restored version may have been
 * published under another theme: the keys `theme` (the live theme) does not own are dropped
 * (`settingsOfTheme`) and the rest checked as a publish is (`checkSettings`), so a restore never
 * makes live what a publish would refuse.
 */
export async function writeSettings(db: ShopDatabase, input: SettingsWriteInput): Promise<void> {
  await db.transaction().execute((trx) => writeSettingsIn(trx, input));
}

export interface SettingsWriteInput {
  shopId: string;
  userId: string;
  baseRevision: number;
  now: Date;
  write: SettingsWrite;
}

/**
 * `writeSettings` in the caller's transaction `trx`, for a write that must go with others (a
 * scheduled publish marks its schedule done in the same one).
 */
export async function writeSettingsIn(
  trx: Transaction<Database>,
  input: SettingsWriteInput,
): Promise<number | null> {
  const { shopId, userId, now, write } = input;
  const shop = await trx
    .selectFrom("shops")
    .select(["settings_revision", "theme_settings"])
    .where("id", "=", shopId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (shop.settings_revision !== input.baseRevision) {
    throw httpError(409, VERSION_CONFLICT_MESSAGE, { code: "VERSION_CONFLICT" });
  }
  let version: number | null = null;
  if (write.kind === "draft") {
    const row = {
      settings: JSON.stringify(write.settings),
      saved_by: userId,
      saved_at: now,
    };
    await trx
      .insertInto("theme_settings_drafts")
      .values({ shop_id: shopId, ...row })
      .onConflict((oc) => oc.column("shop_id").doUpdateSet(row))
      .execute();
  } else if (write.kind === "discard") {
    await trx.deleteFrom("theme_settings_drafts").where("shop_id", "=", shopId).execute();
  } else {
    const latest = await trx
      .selectFrom("theme_settings_versions")
      .select(["version"])
      .where("shop_id", "=", shopId)
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!latest) {
      // A shop without its first version: the settings it had become version 1.
      await trx
        .insertInto("theme_settings_versions")
        .values({ shop_id: shopId, version: 1, settings: JSON.stringify(shop.theme_settings) })
        .execute();
    }
    let settings: string;
    let restoredFrom: number | null = null;
    if (write.kind === "restore") {
      const old = await trx
        .selectFrom("theme_settings_versions")
        .select(["settings"])
        .where("shop_id", "=", shopId)
        .where("version", "=", write.version)
        .executeTakeFirst();
      if (!old) {
        throw httpError(404, "This shop has no such version of its settings.", {
          code: "NOT_FOUND",
        });
      }
      const { schema, sections } = write.theme;
      const own = settingsOfTheme(schema, sections, parsed<ThemeSettings>(old.settings));
      settings = JSON.stringify(checkSettings(write.theme, own));
      restoredFrom = write.version;
    } else {
      if (write.makeLive !== null) await setLiveTheme(trx, shopId, write.makeLive);
      settings = JSON.stringify(write.settings);
    }
    await trx
      .insertInto("theme_settings_versions")
      .values({
        shop_id: shopId,
        version: (latest?.version ?? 1) + 1,
        settings,
        published_by: userId,
        published_at: now,
        restored_from: restoredFrom,
      })
      .execute();
    await trx
      .updateTable("shops")
      .set({ theme_settings: settings })
      .where("id", "=", shopId)
      .execute();
    if (write.kind === "restore" || !write.keepDraft) {
      await trx.deleteFrom("theme_settings_drafts").where("shop_id", "=", shopId).execute();
    }
    version = (latest?.version ?? 1) + 1;
  }
  await trx
    .updateTable("shops")
    .set({ settings_revision: input.baseRevision + 1 })
    .where("id", "=", shopId)
    .execute();
  return version;
}
