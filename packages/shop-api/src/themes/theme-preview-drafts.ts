import type { ThemePreviewDraft, ThemeSettings } from "@vitrine/contract";
import type { ShopDatabase } from "../db/database";
import { httpError } from "../http/http-error";
import type { ThemePreviewClaims } from "./theme-preview";

/** PGlite and pg both parse jsonb; a text value (a driver that does not) is parsed here. */
function parsed<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** The answer to a creator who has no preview of a theme under development in this browser. */
export function noPreview() {
  return httpError(
    404,
    "This browser previews no theme under development: open the link `vitrine theme dev` prints.",
    { code: "NO_PREVIEW" },
  );
}

const keyOf = (db: ShopDatabase, preview: ThemePreviewClaims) =>
  db
    .selectFrom("theme_preview_drafts")
    .where("shop_id", "=", preview.shopId)
    .where("session_id", "=", preview.sessionId)
    .where("handle", "=", preview.handle);

/** The draft of one preview (its creator's session and theme), `settings: null` before any. */
export async function previewDraft(
  db: ShopDatabase,
  preview: ThemePreviewClaims,
): Promise<ThemePreviewDraft> {
  const row = await keyOf(db, preview).select(["settings", "saved_at"]).executeTakeFirst();
  return {
    origin: preview.origin,
    handle: preview.handle,
    settings: row ? parsed<ThemeSettings>(row.settings) : null,
    savedAt: row ? new Date(row.saved_at).toISOString() : null,
  };
}

/**
 * Keeps `settings` as the preview's draft, or drops it with `null`. Only this table is written:
 * the shop's draft, settings, revision and versions are never touched by a preview.
 *
 * @example
 * await savePreviewDraft(db, claims, { hero_heading: "Try me" }, now) // → { settings: { hero_heading: "Try me" }, … }
 */
export async function savePreviewDraft(
  db: ShopDatabase,
  preview: ThemePreviewClaims,
  settings: ThemeSettings | null,
  now: Date,
): Promise<ThemePreviewDraft> {
  if (settings === null) {
    await db
      .deleteFrom("theme_preview_drafts")
      .where("shop_id", "=", preview.shopId)
      .where("session_id", "=", preview.sessionId)
      .where("handle", "=", preview.handle)
      .execute();
  } else {
    const row = { settings: JSON.stringify(settings), saved_at: now };
    await db
      .insertInto("theme_preview_drafts")
      .values({
        shop_id: preview.shopId,
        session_id: preview.sessionId,
        handle: preview.handle,
        ...row,
      })
      .onConflict((oc) => oc.columns(["shop_id", "session_id", "handle"]).doUpdateSet(row))
      .execute();
  }
  return previewDraft(db, preview);
}
