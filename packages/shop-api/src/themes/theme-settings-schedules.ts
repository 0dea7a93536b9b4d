import { isDeepStrictEqual } from "node:util";
import {
  MAX_PENDING_SCHEDULES,
  schedulePublishAtProblem,
  type ThemeSettings,
  type ThemeSettingsSchedule,
} from "@vitrine/contract";
import type { ShopDatabase } from "../db/database";
import { httpError, isHttpError } from "../http/http-error";
import { randomId } from "../orders/order-codes";
import { liveThemeSchemas, type ThemeSchemas } from "./live-theme-schema";
import { checkSettings, VERSION_CONFLICT_MESSAGE, writeSettingsIn } from "./theme-settings-store";

/** How many done schedules (published or failed) the list shows after the pending ones. */
const DONE_SHOWN = 5;

/** PGlite and pg both parse jsonb; a text value (a driver that does not) is parsed here. */
function parsed<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

const themeName = (handle: string, version: number | null) =>
  version === null ? handle : `${handle}@${version}`;

export interface NewSchedule {
  shopId: string;
  userId: string;
  baseRevision: number;
  now: Date;
  publishAt: Date;
  /** Already checked against `theme` (`checkSettings`). */
  settings: ThemeSettings;
  /** The live theme they were checked against. */
  theme: ThemeSchemas;
}

/**
 * Stores a pending schedule: 400 for a time `schedulePublishAtProblem` refuses; under the lock on
 * the shop row that settings writes take, 409 VERSION_CONFLICT when `baseRevision` is not the
 * shop's (the settings were edited from an older state), 409 TOO_MANY_SCHEDULES with
 * `MAX_PENDING_SCHEDULES` waiting already. The revision is not changed.
 *
 * @example
 * await createSchedule(db, { shopId: "shop_demo", userId, baseRevision: 3, now, publishAt: new Date("2026-12-01T17:00:00Z"), settings, theme })
 */
export async function createSchedule(db: ShopDatabase, input: NewSchedule): Promise<void> {
  const problem = schedulePublishAtProblem(input.publishAt, input.now);
  if (problem !== null) {
    throw httpError(400, `publishAt: ${problem}`, {
      code: "VALIDATION_ERROR",
      issues: [{ path: "publishAt", message: problem }],
    });
  }
  await db.transaction().execute(async (trx) => {
    const shop = await trx
      .selectFrom("shops")
      .select("settings_revision")
      .where("id", "=", input.shopId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (shop.settings_revision !== input.baseRevision) {
      throw httpError(409, VERSION_CONFLICT_MESSAGE, { code: "VERSION_CONFLICT" });
    }
    const pending = await trx
      .selectFrom("theme_settings_schedules")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("shop_id", "=", input.shopId)
      .where("state", "=", "pending")
      .executeTakeFirstOrThrow();
    if (Number(pending.count) >= MAX_PENDING_SCHEDULES) {
      throw httpError(
        409,
        `This shop has ${MAX_PENDING_SCHEDULES} publishes scheduled already: cancel one first.`,
        { code: "TOO_MANY_SCHEDULES" },
      );
    }
    await trx
      .insertInto("theme_settings_schedules")
      .values({
        id: randomId("sch"),
        shop_id: input.shopId,
        settings: JSON.stringify(input.settings),
        theme_handle: input.theme.handle,
        theme_version: input.theme.version,
        publish_at: input.publishAt,
        created_by: input.userId,
        created_at: input.now,
      })
      .execute();
  });
}

/** The shop's pending schedules, soonest first, then its `DONE_SHOWN` latest done ones. */
export async function listSchedules(
  db: ShopDatabase,
  shopId: string,
): Promise<ThemeSettingsSchedule[]> {
  const rows = db
    .selectFrom("theme_settings_schedules")
    .innerJoin("users", "users.id", "theme_settings_schedules.created_by")
    .select([
      "theme_settings_schedules.id",
      "theme_settings_schedules.publish_at",
      "theme_settings_schedules.state",
      "theme_settings_schedules.theme_handle",
      "theme_settings_schedules.theme_version",
      "theme_settings_schedules.created_by",
      "theme_settings_schedules.created_at",
      "theme_settings_schedules.published_version",
      "theme_settings_schedules.failure",
      "users.email",
    ])
    .where("theme_settings_schedules.shop_id", "=", shopId);
  const pending = await rows
    .where("theme_settings_schedules.state", "=", "pending")
    .orderBy("theme_settings_schedules.publish_at")
    .execute();
  const done = await rows
    .where("theme_settings_schedules.state", "!=", "pending")
    .orderBy("theme_settings_schedules.finished_at", "desc")
    .limit(DONE_SHOWN)
    .execute();
  return [...pending, ...done].map((row) => ({
    id: row.id,
    publishAt: new Date(row.publish_at).toISOString(),
    state: row.state,
    theme: { handle: row.theme_handle, version: row.theme_version },
    createdBy: { id: row.created_by, email: row.email },
    createdAt: new Date(row.created_at).toISOString(),
    publishedVersion: row.published_version,
    failure: row.failure,
  }));
}

/** Cancels a pending schedule of the shop: 404 when it has none of that id, 409 once it is done. */
export async function cancelSchedule(db: ShopDatabase, shopId: string, id: string): Promise<void> {
  const deleted = await db
    .deleteFrom("theme_settings_schedules")
    .where("id", "=", id)
    .where("shop_id", "=", shopId)
    .where("state", "=", "pending")
    .executeTakeFirst();
  if (deleted.numDeletedRows > 0n) return;
  const done = await db
    .selectFrom("theme_settings_schedules")
    .select("state")
    .where("id", "=", id)
    .where("shop_id", "=", shopId)
    .executeTakeFirst();
  if (done) {
    throw httpError(409, `This schedule has ${done.state} already: it cannot be cancelled.`, {
      code: "SCHEDULE_DONE",
    });
  }
  throw httpError(404, "This shop has no such schedule.", { code: "NOT_FOUND" });
}

/** When the soonest pending schedule of any shop is due, or null when none waits. */
export async function nextScheduleDue(db: ShopDatabase): Promise<Date | null> {
  const row = await db
    .selectFrom("theme_settings_schedules")
    .select((eb) => eb.fn.min("publish_at").as("due"))
    .where("state", "=", "pending")
    .executeTakeFirst();
  return row?.due ? new Date(row.due) : null;
}

/** What publishing one due schedule did: its shop, and whether it went live or failed. */
export interface ScheduleOutcome {
  shopId: string;
  published: boolean;
}

/**
 * Publishes the soonest schedule due at `now`, of any shop, exactly once whichever nodes run this
 * at the same moment: it is claimed `FOR UPDATE SKIP LOCKED` (another node's transaction skips it
 * and takes the next) and marked done in the same transaction as the publish. The settings are
 * checked again against the theme live now: when they no longer fit (the live theme changed
 * since), nothing is published and the schedule is `failed` with why. A publish is a normal
 * version (history, restore) by the schedule's creator, on the shop's current revision, so an
 * open customizer gets 409 on its next write and loads it; a draft is cleared only when it is
 * the settings published (one the owner went on editing stays). Null when none is due.
 *
 * @example
 * await publishDueSchedule(db, new Date("2026-12-01T17:00:01Z")) // → { shopId: "shop_demo", published: true }
 */
export async function publishDueSchedule(
  db: ShopDatabase,
  now: Date,
): Promise<ScheduleOutcome | null> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("theme_settings_schedules")
      .selectAll()
      .where("state", "=", "pending")
      .where("publish_at", "<=", now)
      .orderBy("publish_at")
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return null;
    const shop = await trx
      .selectFrom("shops")
      .selectAll()
      .where("id", "=", due.shop_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const settings = parsed<ThemeSettings>(due.settings);
    const theme = await liveThemeSchemas(trx, shop);
    let version: number | null = null;
    let failure: string | null = null;
    try {
      const draft = await trx
        .selectFrom("theme_settings_drafts")
        .select("settings")
        .where("shop_id", "=", shop.id)
        .executeTakeFirst();
      const keepDraft = draft !== undefined && !isDeepStrictEqual(parsed(draft.settings), settings);
      version = await writeSettingsIn(trx, {
        shopId: shop.id,
        userId: due.created_by,
        baseRevision: shop.settings_revision,
        now,
        write: {
          kind: "publish",
          settings: checkSettings(theme, settings),
          makeLive: null,
          keepDraft,
        },
      });
    } catch (error) {
      if (!isHttpError(error)) throw error;
      const scheduledFor = themeName(due.theme_handle, due.theme_version);
      const live = themeName(theme.handle, theme.version);
      failure =
        scheduledFor === live
          ? error.message
          : `The live theme is ${live} now, not ${scheduledFor}, and these settings do not fit it: ${error.message}`;
    }
    await trx
      .updateTable("theme_settings_schedules")
      .set({
        state: failure === null ? "published" : "failed",
        published_version: version,
        failure,
        finished_at: now,
      })
      .where("id", "=", due.id)
      .execute();
    return { shopId: shop.id, published: failure === null };
  });
}
