import type { ThemeFaultKind, ThemeVersionHealth } from "@vitrine/contract";
import type { ShopDatabase } from "../db/database";
import type { ThemeVersionKey } from "./theme-file-store";

/** The reason a creator reads is the platform's own sentence; a longer one is cut here. */
const MAX_REASON = 500;

/**
 * Records that a node took a version off its servers (the host's render pool quarantined it),
 * for its creator to read. The first quarantine is kept: its reason is the one that started it.
 *
 * @example
 * await quarantineThemeVersion(db, { shopId: "shop_minimal", handle: "minimal", version: 3 }, {
 *   state: "quarantined", kind: "crash", reason: "The render worker ended (SIGABRT)", since: "2026-11-27T18:40:00.000Z",
 * });
 */
export async function quarantineThemeVersion(
  db: ShopDatabase,
  key: ThemeVersionKey,
  health: Extract<ThemeVersionHealth, { state: "quarantined" }>,
): Promise<void> {
  await db
    .updateTable("theme_versions")
    .set({
      quarantine_kind: health.kind,
      quarantine_reason: health.reason.slice(0, MAX_REASON),
      quarantined_at: new Date(health.since),
    })
    .where("shop_id", "=", key.shopId)
    .where("handle", "=", key.handle)
    .where("version", "=", key.version)
    .where("quarantine_kind", "is", null)
    .execute();
}

/**
 * A version row's health, as the creator's list shows it.
 *
 * @example
 * themeVersionHealth({ quarantine_kind: null, quarantine_reason: null, quarantined_at: null }) // { state: "healthy" }
 */
export function themeVersionHealth(row: {
  quarantine_kind: ThemeFaultKind | null;
  quarantine_reason: string | null;
  quarantined_at: Date | string | null;
}): ThemeVersionHealth {
  if (row.quarantine_kind === null) return { state: "healthy" };
  return {
    state: "quarantined",
    kind: row.quarantine_kind,
    reason: row.quarantine_reason ?? "",
    since: new Date(row.quarantined_at ?? 0).toISOString(),
  };
}
