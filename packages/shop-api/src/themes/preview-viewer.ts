import type { ShopApiDeps } from "../http/env";
import type { PageViewer } from "../shops/initial-state";
import { previewKeyOf, verifyPreview } from "./theme-preview";

/** The theme under development a page shows this viewer instead of the live one, if any. */
export type PreviewReader = (
  shopId: string,
  viewer: PageViewer,
) => Promise<{ origin: string; handle: string } | null>;

/**
 * A preview applies when the page's request carries a preview cookie this platform signed for
 * this shop, unexpired, and an auth cookie that is still a live session of the same creator of
 * this shop: logging out, or a cookie carried to another shop or browser profile, ends it.
 */
export function themePreviewReader({ secrets, sessions, clock }: ShopApiDeps): PreviewReader {
  const key = previewKeyOf(secrets);
  return async (shopId, viewer) => {
    const claims = verifyPreview(key, viewer.themePreview, shopId, clock());
    if (claims === null || viewer.authToken === undefined) return null;
    const session = await sessions.verify(viewer.authToken);
    if (
      session?.user_type !== "CREATOR" ||
      session.shop_id !== shopId ||
      session.sub !== claims.userId
    ) {
      return null;
    }
    return { origin: claims.origin, handle: claims.handle };
  };
}
