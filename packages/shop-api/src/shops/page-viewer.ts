// Types only: the page's viewer and the preview reader are shared by the initial state and the
// theme preview, which would otherwise import each other.

/** Who is looking at the page, as far as the platform can tell from the request. */
export interface PageViewer {
  /** The visitor's auth token (the auth cookie), if any. */
  authToken?: string;
  /** The theme preview cookie (`THEME_PREVIEW_COOKIE`), if any. */
  themePreview?: string;
  /**
   * The theme the customizer's frame asks for (`THEME_CHOICE_QUERY`, `handle@version` or
   * `default`): shown instead of the live one to the shop's owner only, when the shop has it.
   */
  theme?: string;
}

/** The theme under development a page shows this viewer instead of the live one, if any. */
export type PreviewReader = (
  shopId: string,
  viewer: PageViewer,
) => Promise<{ origin: string; handle: string } | null>;
