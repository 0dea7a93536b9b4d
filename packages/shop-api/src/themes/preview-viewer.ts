import { createSessionStore } from "../auth/session-store";
import type { ShopApiDeps } from "../http/env";
import type { PreviewReader } from "../shops/page-viewer";
import { previewKeyOf, verifyPreview } from "./theme-preview";

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
