import { THEME_PREVIEW_COOKIE } from "@vitrine/contract";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createSessionStore } from "../auth/session-store";
import type { ShopApiDeps } from "../http/env";
import type { ShopEnv } from "../http/shop-env";
import type { PreviewReader } from "../shops/page-viewer";
import { previewKeyOf, type ThemePreviewClaims, verifyPreview } from "./theme-preview";
import { noPreview } from "./theme-preview-drafts";

/**
 * A preview applies when the page's request carries a preview cookie this platform signed for
 * this shop, unexpired, and the creator's session that asked for it (`vitrine theme dev`'s login)
 * is still live: logging out, a password change or reset ends the preview with it. The browser
 * itself needs no login: the one-time link was its proof. A cookie carried to another shop, or
 * altered, does nothing. A browser logged in as someone else of this shop (another account on a
 * shared machine) does not see the preview either.
 */
export function themePreviewReader({ db, secrets, sessions, clock }: ShopApiDeps): PreviewReader {
  const key = previewKeyOf(secrets);
  const store = createSessionStore(db, clock);
  return async (shopId, viewer) => {
    const claims = verifyPreview(key, viewer.themePreview, shopId, clock());
    if (claims === null) return null;
    if (viewer.authToken !== undefined) {
      const session = await sessions.verify(viewer.authToken);
      if (session !== null && session.shop_id === shopId && session.sub !== claims.userId) {
        return null;
      }
    }
    if (!(await store.isLive(claims.sessionId, claims.userId, shopId))) return null;
    return { origin: claims.origin, handle: claims.handle };
  };
}

/**
 * The preview a creator's call comes with: the request's preview cookie, signed for this shop and
 * unexpired, of this creator (`userId`), whose session that started it is still live; else 404
 * NO_PREVIEW. The customizer's calls carry it as the page's own cookie.
 */
export function callerPreview({ db, secrets, clock }: ShopApiDeps) {
  const key = previewKeyOf(secrets);
  const store = createSessionStore(db, clock);
  return async (c: Context<ShopEnv>, userId: string): Promise<ThemePreviewClaims> => {
    const claims = verifyPreview(key, getCookie(c, THEME_PREVIEW_COOKIE), c.var.shop.id, clock());
    if (claims === null || claims.userId !== userId) throw noPreview();
    if (!(await store.isLive(claims.sessionId, claims.userId, claims.shopId))) throw noPreview();
    return claims;
  };
}
