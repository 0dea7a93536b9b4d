import { THEME_CHOICE_QUERY } from "@vitrine/contract";

/** How the page was opened: the owner's modes (spec §2) and whether it runs inside a frame. */
export interface StartMode {
  customizing: boolean;
  /** `?theme=`, the theme the customizer's frame shows (the server checked who may see it). */
  customizingTheme: string | null;
  previewing: boolean;
  inFrame: boolean;
}

/**
 * Reads `?customizing` and `?previewing` (present is on, whatever their value), the customizer's
 * `?theme=`, and whether the page is framed.
 *
 * @example
 * readStartMode("?customizing", window) // { customizing: true, customizingTheme: null, previewing: false, inFrame: false }
 */
export function readStartMode(search: string, win: Pick<Window, "self" | "top">): StartMode {
  const query = new URLSearchParams(search);
  return {
    customizing: query.has("customizing"),
    customizingTheme: query.get(THEME_CHOICE_QUERY),
    previewing: query.has("previewing"),
    inFrame: isInFrame(win),
  };
}

function isInFrame(win: Pick<Window, "self" | "top">): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent forbids even looking at `top`: that is a frame.
    return true;
  }
}

/**
 * Where `?customizing` outside the customizer's frame sends the browser (spec §2): the site's
 * origin, that is the creator site's base of the page's endpoints (spec §7 names its own base for
 * the creator site; no call goes to it). A base written as a path is on the page's own origin.
 *
 * @example
 * siteOrigin("https://maya.example/shop", "http://x.test") // "https://maya.example/"
 * siteOrigin("/", "http://demo.localhost:3000") // "http://demo.localhost:3000/"
 */
export function siteOrigin(creatorSiteBase: string, pageOrigin: string): string {
  try {
    return `${new URL(creatorSiteBase, pageOrigin).origin}/`;
  } catch {
    return `${pageOrigin}/`;
  }
}
