import { parseThemeRef, THEME_SETTINGS_API_PATH, type ThemeRef } from "@vitrine/contract";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { requireShopCreator } from "../auth/session-middleware";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import type { ShopEnv } from "../http/shop-env";
import { parseJson, parseQuery } from "../http/validate";
import { findShopById } from "../shops/shop-lookup";
import { type ThemeSchemas, themeSchemas } from "./live-theme-schema";
import { themeRefBody } from "./theme-routes";
import {
  checkSettings,
  listSettingsVersions,
  type SettingsWrite,
  settingsState,
  writeSettings,
} from "./theme-settings-store";

const revision = z.number().int().nonnegative();

// The whole settings, as an object: each value is checked against the theme's schema after.
// `theme` is the theme they are for, the live one when absent.
const writeBody = z.object({
  settings: z.record(z.string(), z.unknown()),
  baseRevision: revision,
  theme: themeRefBody.optional(),
});

const restoreBody = z.object({ version: z.number().int().positive(), baseRevision: revision });

const discardQuery = z.object({
  baseRevision: z.string().regex(/^\d{1,9}$/, "must be the revision the discard is based on"),
});

const stateQuery = z.object({
  theme: z
    .string()
    .refine((text) => parseThemeRef(text) !== null, "must be handle@version or default")
    .optional(),
});

/** The body's theme as a `ThemeRef` (`default` has no version), or null for the live theme. */
const refOf = (theme: z.infer<typeof themeRefBody> | undefined): ThemeRef | null =>
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
export function themeSettingsRoutes({ db, sessions, clock, changeFeed }: ShopApiDeps) {
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

  return new Hono<ShopEnv>()
    .get(THEME_SETTINGS_API_PATH, async (c) => {
      await requireShopCreator(c, sessions);
      const { theme } = parseQuery(c, stateQuery);
      return c.json({ data: await stateOf(c, await schemasOf(c, parseThemeRef(theme))) });
    })
    .put(`${THEME_SETTINGS_API_PATH}/draft`, async (c) => {
      const { sub } = await requireShopCreator(c, sessions);
      const body = await parseJson(c, writeBody);
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
    })
    .delete(`${THEME_SETTINGS_API_PATH}/draft`, async (c) => {
      const { sub } = await requireShopCreator(c, sessions);
      const { baseRevision } = parseQuery(c, discardQuery);
      return write(c, sub, Number(baseRevision), { kind: "discard" }, null);
    })
    .post(`${THEME_SETTINGS_API_PATH}/publish`, async (c) => {
      const { sub } = await requireShopCreator(c, sessions);
      const body = await parseJson(c, writeBody);
      const ref = refOf(body.theme);
      const schemas = await schemasOf(c, ref);
      const settings = checkSettings(schemas, body.settings);
      // The named theme is made live in the write's transaction even when it is live already:
      // should another tab switch themes meanwhile, the settings still go live with the theme
      // they were checked against.
      return write(
        c,
        sub,
        body.baseRevision,
        { kind: "publish", settings, makeLive: ref },
        schemas,
      );
    })
    .get(`${THEME_SETTINGS_API_PATH}/versions`, async (c) => {
      await requireShopCreator(c, sessions);
      return c.json({ data: await listSettingsVersions(db, c.var.shop.id) });
    })
    .post(`${THEME_SETTINGS_API_PATH}/restore`, async (c) => {
      const { sub } = await requireShopCreator(c, sessions);
      const body = await parseJson(c, restoreBody);
      const theme = await schemasOf(c, null);
      return write(
        c,
        sub,
        body.baseRevision,
        { kind: "restore", version: body.version, theme },
        theme,
      );
    });
}
