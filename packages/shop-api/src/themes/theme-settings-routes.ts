import { THEME_SETTINGS_API_PATH } from "@vitrine/contract";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { requireShopCreator } from "../auth/session-middleware";
import type { ShopApiDeps, ShopEnv } from "../http/env";
import { parseJson, parseQuery } from "../http/validate";
import { findShopById } from "../shops/shop-lookup";
import { liveThemeSchemas } from "./live-theme-schema";
import {
  checkSettings,
  listSettingsVersions,
  type SettingsWrite,
  settingsState,
  writeSettings,
} from "./theme-settings-store";

const revision = z.number().int().nonnegative();

// The whole settings, as an object: each value is checked against the live theme's schema after.
const writeBody = z.object({
  settings: z.record(z.string(), z.unknown()),
  baseRevision: revision,
});

const restoreBody = z.object({ version: z.number().int().positive(), baseRevision: revision });

const discardQuery = z.object({
  baseRevision: z.string().regex(/^\d{1,9}$/, "must be the revision the discard is based on"),
});

/**
 * The shop's theme settings for its own creator (`THEME_SETTINGS_API_PATH`): the state with a
 * draft, saving and discarding the draft, publishing, the published versions and restoring one.
 * Every write names the revision it was based on: an older one is 409 VERSION_CONFLICT.
 */
export function themeSettingsRoutes({ db, sessions, clock }: ShopApiDeps) {
  // Read fresh: the request's shop row may be a second old (resolveShop caches it).
  const freshShop = async (c: Context<ShopEnv>) =>
    (await findShopById(db, c.var.shop.id)) ?? c.var.shop;

  const schemasOf = async (c: Context<ShopEnv>) => liveThemeSchemas(db, await freshShop(c));

  const stateOf = async (c: Context<ShopEnv>) => ({
    ...(await schemasOf(c)),
    ...(await settingsState(db, c.var.shop.id)),
  });

  const write = async (
    c: Context<ShopEnv>,
    userId: string,
    baseRevision: number,
    change: SettingsWrite,
  ) => {
    await writeSettings(db, {
      shopId: c.var.shop.id,
      userId,
      baseRevision,
      now: clock(),
      write: change,
    });
    return c.json({ data: await stateOf(c) });
  };

  return new Hono<ShopEnv>()
    .get(THEME_SETTINGS_API_PATH, async (c) => {
      await requireShopCreator(c, sessions);
      return c.json({ data: await stateOf(c) });
    })
    .put(`${THEME_SETTINGS_API_PATH}/draft`, async (c) => {
      const { sub } = await requireShopCreator(c, sessions);
      const body = await parseJson(c, writeBody);
      const settings = checkSettings(await schemasOf(c), body.settings);
      return write(c, sub, body.baseRevision, { kind: "draft", settings });
    })
    .delete(`${THEME_SETTINGS_API_PATH}/draft`, async (c) => {
      const { sub } = await requireShopCreator(c, sessions);
      const { baseRevision } = parseQuery(c, discardQuery);
      return write(c, sub, Number(baseRevision), { kind: "discard" });
    })
    .post(`${THEME_SETTINGS_API_PATH}/publish`, async (c) => {
      const { sub } = await requireShopCreator(c, sessions);
      const body = await parseJson(c, writeBody);
      const settings = checkSettings(await schemasOf(c), body.settings);
      return write(c, sub, body.baseRevision, { kind: "publish", settings });
    })
    .get(`${THEME_SETTINGS_API_PATH}/versions`, async (c) => {
      await requireShopCreator(c, sessions);
      return c.json({ data: await listSettingsVersions(db, c.var.shop.id) });
    })
    .post(`${THEME_SETTINGS_API_PATH}/restore`, async (c) => {
      const { sub } = await requireShopCreator(c, sessions);
      const body = await parseJson(c, restoreBody);
      return write(c, sub, body.baseRevision, { kind: "restore", version: body.version });
    });
}
