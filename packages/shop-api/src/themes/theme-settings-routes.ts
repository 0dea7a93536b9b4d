import {
  endpoints,
  parseThemeRef,
  type ThemeRef,
  type ThemeSettingsWrite,
  themePreviewDraftEndpoints,
} from "@vitrine/contract";
import type { Context } from "hono";
import { Hono } from "hono";
import { requireShopCreator } from "../auth/session-middleware";
import { shopCreator } from "../auth/signed-in";
import { onEndpoint } from "../http/endpoint-route";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { findShopById } from "../shops/shop-lookup";
import { type ThemeSchemas, themeSchemas } from "./live-theme-schema";
import { callerPreview } from "./preview-viewer";
import { previewDraft, savePreviewDraft } from "./theme-preview-drafts";
import {
  cancelSchedule as dropSchedule,
  listSchedules as listShopSchedules,
  createSchedule as storeSchedule,
} from "./theme-settings-schedules";
import {
  checkSettings,
  listSettingsVersions,
  type SettingsWrite,
  settingsState,
  writeSettings,
} from "./theme-settings-store";

const {
  get,
  saveDraft,
  discardDraft,
  publish,
  listVersions,
  restore,
  createSchedule,
  listSchedules,
  cancelSchedule,
} = endpoints.themeSettings;
const { getPreviewDraft, savePreviewDraft: putPreviewDraft } = themePreviewDraftEndpoints;

/** The body's theme as a `ThemeRef` (`default` has no version), or null for the live theme. */
const refOf = (theme: ThemeSettingsWrite["theme"]): ThemeRef | null =>
  theme === undefined ? null : { handle: theme.handle, version: theme.version ?? null };

/**
 * The shop's theme settings for its own creator (`THEME_SETTINGS_API_PATH`): the state with a
 * draft, saving and discarding the draft, publishing, the published versions and restoring one.
 * Every write names the revision it was based on: an older one is 409 VERSION_CONFLICT.
 *
 * The settings are one object per shop, whichever theme is live; the owner may edit them for
 * another of the shop's themes (`?theme=handle@version`, a write's `theme`) and publish them with
 * it, which makes that theme live. A draft is the live theme's only: it does not remember a
 * theme, so one checked against another theme would be opened against the wrong schema later.
 */
export function themeSettingsRoutes(deps: ShopApiDeps) {
  const { db, sessions, clock, changeFeed, themeScheduler } = deps;
  const previewOf = callerPreview(deps);
  // Read fresh: the request's shop row may be a second old (resolveShop caches it).
  const freshShop = async (c: Context<ShopEnv>) =>
    (await findShopById(db, c.var.shop.id)) ?? c.var.shop;

  const schemasOf = async (c: Context<ShopEnv>, ref: ThemeRef | null) =>
    themeSchemas(db, await freshShop(c), ref);

  const stateOf = async (c: Context<ShopEnv>, schemas: ThemeSchemas) => ({
    ...schemas,
    ...(await settingsState(db, c.var.shop.id)),
  });

  /**
   * Runs a write and answers the new state. `checkedAgainst`, the schemas the settings were
   * checked against, is live once the write went through (a theme switched meanwhile adds to the
   * revision, so that write would have been a 409), and is not read again; a discard checks none.
   */
  const write = async (
    c: Context<ShopEnv>,
    userId: string,
    baseRevision: number,
    change: SettingsWrite,
    checkedAgainst: ThemeSchemas | null,
  ) => {
    await writeSettings(db, {
      shopId: c.var.shop.id,
      userId,
      baseRevision,
      now: clock(),
      write: change,
    });
    // What visitors see changed: not with a draft, which only its creator sees.
    const shopId = c.var.shop.id;
    if (change.kind === "publish" || change.kind === "restore") {
      await changeFeed.publish({ shopId, scope: "settings" });
    }
    if (change.kind === "publish" && change.makeLive !== null) {
      await changeFeed.publish({ shopId, scope: "theme" });
    }
    const schemas =
      checkedAgainst === null ? await schemasOf(c, null) : { ...checkedAgainst, live: true };
    return c.json({ data: await stateOf(c, schemas) });
  };

  const router = new Hono<ShopEnv>();
  // Who asks is checked before what they send: a visitor learns nothing of the schemas.
  const creator = [shopCreator(sessions)];
  onEndpoint(router, get, creator, async (c, { query }) =>
    c.json({ data: await stateOf(c, await schemasOf(c, parseThemeRef(query.theme))) }),
  );
  onEndpoint(router, saveDraft, creator, async (c, { body }) => {
    const { sub } = await requireShopCreator(c, sessions);
    const schemas = await schemasOf(c, refOf(body.theme));
    if (!schemas.live) {
      const message = "must be the live theme: a draft is the live theme's, publish this one";
      throw httpError(400, `theme: ${message}`, {
        code: "VALIDATION_ERROR",
        issues: [{ path: "theme", message }],
      });
    }
    const settings = checkSettings(schemas, body.settings);
    return write(c, sub, body.baseRevision, { kind: "draft", settings }, schemas);
  });
  onEndpoint(router, discardDraft, creator, async (c, { query }) => {
    const { sub } = await requireShopCreator(c, sessions);
    return write(c, sub, query.baseRevision, { kind: "discard" }, null);
  });
  onEndpoint(router, publish, creator, async (c, { body }) => {
    const { sub } = await requireShopCreator(c, sessions);
    const ref = refOf(body.theme);
    const schemas = await schemasOf(c, ref);
    const settings = checkSettings(schemas, body.settings);
    // The named theme is made live in the write's transaction even when it is live already:
    // should another tab switch themes meanwhile, the settings still go live with the theme
    // they were checked against.
    return write(c, sub, body.baseRevision, { kind: "publish", settings, makeLive: ref }, schemas);
  });
  onEndpoint(router, listVersions, creator, async (c) =>
    c.json({ data: await listSettingsVersions(db, c.var.shop.id) }),
  );
  onEndpoint(router, restore, creator, async (c, { body }) => {
    const { sub } = await requireShopCreator(c, sessions);
    const theme = await schemasOf(c, null);
    return write(
      c,
      sub,
      body.baseRevision,
      { kind: "restore", version: body.version, theme },
      theme,
    );
  });
  // Scheduled publishes: of the live theme's settings, as a draft is.
  const schedules = async (c: Context<ShopEnv>) =>
    c.json({ data: await listShopSchedules(db, c.var.shop.id) });
  onEndpoint(router, createSchedule, creator, async (c, { body }) => {
    const { sub } = await requireShopCreator(c, sessions);
    const theme = await schemasOf(c, null);
    await storeSchedule(db, {
      shopId: c.var.shop.id,
      userId: sub,
      baseRevision: body.baseRevision,
      now: clock(),
      publishAt: new Date(body.publishAt),
      settings: checkSettings(theme, body.settings),
      theme,
    });
    themeScheduler.changed();
    return schedules(c);
  });
  onEndpoint(router, listSchedules, creator, (c) => schedules(c));
  onEndpoint(router, cancelSchedule, creator, async (c, { params }) => {
    await requireShopCreator(c, sessions);
    await dropSchedule(db, c.var.shop.id, params.id);
    themeScheduler.changed();
    return schedules(c);
  });
  // A theme under development's draft: its own table, never the shop's settings.
  onEndpoint(router, getPreviewDraft, creator, async (c) => {
    const { sub } = await requireShopCreator(c, sessions);
    return c.json({ data: await previewDraft(db, await previewOf(c, sub)) });
  });
  onEndpoint(router, putPreviewDraft, creator, async (c, { body }) => {
    const { sub } = await requireShopCreator(c, sessions);
    const preview = await previewOf(c, sub);
    return c.json({ data: await savePreviewDraft(db, preview, body.settings, clock()) });
  });
  return router;
}
