import {
  THEME_HANDLE,
  THEME_PREVIEW_COOKIE,
  THEME_QUOTAS,
  THEMES_API_PATH,
} from "@vitrine/contract";
import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { createDatabaseRateLimiter, refuseWhenLimited } from "../auth/rate-limit";
import { requireShopCreator as requireCreatorOf } from "../auth/session-middleware";
import type { ShopApiDeps } from "../http/env";
import { httpError } from "../http/http-error";
import { servedOverHttps } from "../http/request-scheme";
import type { ShopEnv } from "../http/shop-env";
import { shopOrigin } from "../http/shop-origin";
import { parseJson } from "../http/validate";
import { PREVIEW_LINK_GONE_CSP, previewLinkGonePage } from "./preview-link-gone-page";
import {
  consumePreviewGrant,
  createPreviewGrant,
  loopbackOrigin,
  PREVIEW_COOKIE_TTL_SECONDS,
  previewKeyOf,
  signPreview,
} from "./theme-preview";
import {
  deleteThemeVersion,
  listThemeVersions,
  noSuchThemeVersion,
  publishTheme,
  setLiveTheme,
} from "./theme-versions";

/** A theme to make live, or to check settings against: `{ handle: "default" }` or a version. */
export const themeRefBody = z.union([
  z.object({ handle: z.literal("default"), version: z.null().optional() }),
  z.object({ handle: z.string().regex(THEME_HANDLE), version: z.number().int().positive() }),
]);

const previewBody = z.object({
  origin: z.string().max(200),
  handle: z.string().regex(THEME_HANDLE, "must be lower-case letters, digits and dashes"),
});

/** `DELETE …/{handle}/{version}`: a version of one of the shop's themes. */
const versionParams = z.object({
  handle: z.string().regex(THEME_HANDLE),
  version: z.coerce.number().int().positive().max(999_999_999),
});

/**
 * What a creator past the upload rate reads: how many, over what time, and when to try again.
 *
 * @example
 * uploadRateMessage(420) // "You have sent 10 theme uploads in 10 minutes, the most a creator may. Try again in 7 minutes."
 */
export function uploadRateMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have sent ${THEME_QUOTAS.uploadsPerCreator} theme uploads in ${THEME_QUOTAS.uploadWindowMs / 60_000} minutes, the most a creator may. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/**
 * A shop's themes: publish, list, choose the live version, delete one, and preview a theme under
 * development. Only the shop's own creator: no token 401, a member 403, and a creator of another
 * shop 403 (their token is valid, just not here). Each creator sends at most
 * `THEME_QUOTAS.uploadsPerCreator` uploads a window, to any shop: 429 past it.
 */
export function themeRoutes(deps: ShopApiDeps) {
  const { db, sessions, secrets, clock, endpointsFor, changeFeed, themeTrial } = deps;
  const previewKey = previewKeyOf(secrets);
  const uploads = createDatabaseRateLimiter(db, {
    limit: THEME_QUOTAS.uploadsPerCreator,
    windowMs: THEME_QUOTAS.uploadWindowMs,
    clock,
  });

  const requireShopCreator = (c: Context<ShopEnv>) => requireCreatorOf(c, sessions);

  // `listThemeVersions` reads which version is live from the database, not from the request's
  // shop row (cached for a second): an answer right after a publish names the new one.
  const versionAnswer = async (c: Context<ShopEnv>, handle: string, version: number) => {
    const all = await listThemeVersions(db, c.var.shop, endpointsFor(shopOrigin(c)).assetsHost);
    const found = all.find((entry) => entry.handle === handle && entry.version === version);
    if (!found) throw noSuchThemeVersion();
    return found;
  };

  return new Hono<ShopEnv>()
    .post(THEMES_API_PATH, async (c) => {
      const { sub } = await requireShopCreator(c);
      await refuseWhenLimited(c, uploads, `theme-upload:${sub}`, uploadRateMessage);
      let upload: unknown;
      try {
        upload = await c.req.json();
      } catch {
        throw httpError(400, "The request body must be JSON.", { code: "VALIDATION_ERROR" });
      }
      const published = await publishTheme(db, {
        shopId: c.var.shop.id,
        userId: sub,
        upload,
        clock,
        trial: themeTrial.current,
      });
      await changeFeed.publish({ shopId: c.var.shop.id, scope: "theme" });
      const answer = await versionAnswer(c, published.handle, published.version);
      return c.json({ data: answer }, published.created ? 201 : 200);
    })
    .get(THEMES_API_PATH, async (c) => {
      await requireShopCreator(c);
      return c.json({
        data: await listThemeVersions(db, c.var.shop, endpointsFor(shopOrigin(c)).assetsHost),
      });
    })
    .post(`${THEMES_API_PATH}/live`, async (c) => {
      await requireShopCreator(c);
      const live = await parseJson(c, themeRefBody);
      await db.transaction().execute((trx) => setLiveTheme(trx, c.var.shop.id, live));
      await changeFeed.publish({ shopId: c.var.shop.id, scope: "theme" });
      if (live.handle === "default" || typeof live.version !== "number") return c.body(null, 204);
      return c.json({ data: await versionAnswer(c, live.handle, live.version) });
    })
    .delete(`${THEMES_API_PATH}/:handle/:version`, async (c) => {
      await requireShopCreator(c);
      const params = versionParams.safeParse(c.req.param());
      if (!params.success) throw noSuchThemeVersion();
      await deleteThemeVersion(db, c.var.shop.id, params.data);
      await changeFeed.publish({ shopId: c.var.shop.id, scope: "theme" });
      return c.body(null, 204);
    })
    .post(`${THEMES_API_PATH}/preview`, async (c) => {
      const { sub, sid } = await requireShopCreator(c);
      const body = await parseJson(c, previewBody);
      const origin = loopbackOrigin(body.origin);
      if (origin === null) {
        throw httpError(400, "origin must be http:// on 127.0.0.1, localhost or [::1].", {
          code: "VALIDATION_ERROR",
          issues: [{ path: "origin", message: "must be a loopback http:// origin" }],
        });
      }
      const grant = await createPreviewGrant(db, {
        shopId: c.var.shop.id,
        userId: sub,
        sessionId: sid,
        origin,
        handle: body.handle,
        baseUri: shopOrigin(c),
        now: clock(),
      });
      return c.json({ data: grant }, 201);
    })
    .get(`${THEMES_API_PATH}/preview/start`, async (c) => {
      const token = c.req.query("token") ?? "";
      const claims =
        /^[A-Za-z0-9_-]{43}$/.test(token) &&
        (await consumePreviewGrant(db, token, c.var.shop.id, clock()));
      if (!claims) {
        // The creator's browser opened it: a page saying what to do, not the API's JSON.
        if (c.req.header("Accept")?.includes("text/html")) {
          c.header("Cache-Control", "no-store");
          c.header("Content-Security-Policy", PREVIEW_LINK_GONE_CSP);
          return c.html(previewLinkGonePage(c.var.shop.name), 410);
        }
        throw httpError(410, "This preview link has been used or has expired.", {
          code: "PREVIEW_LINK_GONE",
        });
      }
      setCookie(c, THEME_PREVIEW_COOKIE, signPreview(previewKey, claims), {
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        maxAge: PREVIEW_COOKIE_TTL_SECONDS,
        secure: servedOverHttps(c),
      });
      c.header("Cache-Control", "no-store");
      return c.redirect("/", 302);
    })
    .get(`${THEMES_API_PATH}/preview/stop`, (c) => {
      deleteCookie(c, THEME_PREVIEW_COOKIE, { path: "/", secure: servedOverHttps(c) });
      c.header("Cache-Control", "no-store");
      return c.redirect("/", 302);
    });
}
