import { loadTranslations, type TranslationSource } from "@vitrine/sdk/host";
import type { ThemeDefinition } from "@vitrine/sdk/react";
import type { i18n } from "i18next";
import { type DevServerStatusStore, devServerStatus, reportedProblems } from "./dev-server-status";
import { loadThemeScript, type ModuleImporter } from "./load-theme-script";
import { mergeThemes } from "./merge-themes";
import type { ThemeStore } from "./theme-store";

/** The attribute of the theme's stylesheet links (the host server writes them, `page-head.ts`). */
export const THEME_STYLE_SELECTOR = "link[data-vitrine-theme-style]";

/** What the hot swap needs of `EventSource`; a fake in tests. */
export interface ChangeStream {
  /** `change` and `problem` carry `data`; `open` and `error` are the connection's own. */
  addEventListener(
    type: "change" | "problem" | "open" | "error",
    listener: (event: { data?: unknown }) => void,
  ): void;
  close(): void;
}

export interface ThemeHotSwapOptions {
  /** The dev server's origin, e.g. `http://127.0.0.1:5174`. */
  origin: string;
  /** The previewed theme's handle; a rebuild defining another is refused, as at boot. */
  handle: string;
  doc: Document;
  themes: ThemeStore;
  defaultTheme: ThemeDefinition;
  i18n: i18n;
  locale: string;
  /** The strings under the theme's: the host's and the default theme's. */
  baseTranslations: readonly TranslationSource[];
  translationsOf: (theme: ThemeDefinition) => TranslationSource;
  onError: (error: unknown) => void;
  importModule?: ModuleImporter;
  openStream?: (url: string) => ChangeStream;
  /** Where the dev server's reachability and problems go, for the preview bar. */
  status?: DevServerStatusStore;
}

/**
 * The version a dev server's `change` event announces, or null for anything else.
 * @example rebuiltVersion('{"version":3}') // 3
 * @example rebuiltVersion("reload") // null
 */
export function rebuiltVersion(data: string): number | null {
  try {
    const version = (JSON.parse(data) as { version?: unknown } | null)?.version;
    return typeof version === "number" && Number.isSafeInteger(version) && version >= 0
      ? version
      : null;
  } catch {
    return null;
  }
}

/**
 * Follows the creator's dev server while their browser previews a theme: on each `change`
 * (`{origin}/events`, `data: {"version": n}`) it imports `{origin}/theme.js?v=n`, points the theme's
 * stylesheet at `{origin}/theme.css?v=n`, lays the new strings over the host's and the default
 * theme's, and puts the new pages and layouts in the theme store. No reload: the route, the cart
 * and every store stay. A rebuild that fails to load is reported and the last good one stays; a
 * slow rebuild that finishes after a newer one is dropped. A `problem` (a failed build, type
 * errors) goes to `status` for the preview bar's overlay, cleared by the next `change`; so does
 * whether the dev server can be reached (`EventSource` tries again by itself). Returns `stop`.
 *
 * @example
 * const stop = startThemeHotSwap({ origin: "http://127.0.0.1:5174", handle: "studio", doc: document, themes, … });
 */
export function startThemeHotSwap(options: ThemeHotSwapOptions): () => void {
  const { origin, doc } = options;
  const stream = (options.openStream ?? ((url) => new EventSource(url)))(`${origin}/events`);
  let latest = -1;

  const swapStyles = (version: number) => {
    const href = `${origin}/theme.css?v=${version}`;
    const links = doc.querySelectorAll<HTMLLinkElement>(THEME_STYLE_SELECTOR);
    if (links.length > 0) {
      for (const link of links) link.href = href;
      return;
    }
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.setAttribute("data-vitrine-theme-style", "");
    doc.head.append(link);
  };

  const swap = async (version: number) => {
    latest = version;
    const script = await loadThemeScript(
      `${origin}/theme.js?v=${version}`,
      options.handle,
      options.importModule,
    );
    const strings = await loadTranslations(options.locale, [
      ...options.baseTranslations,
      options.translationsOf(script),
    ]);
    if (version !== latest) return;
    options.i18n.addResourceBundle(strings.locale, "translation", strings.messages, true, true);
    swapStyles(version);
    options.themes.set(mergeThemes(options.defaultTheme, script));
    // Re-renders what reads strings (react-i18next listens to this), in the same language.
    await options.i18n.changeLanguage(strings.locale);
  };

  const status = options.status ?? devServerStatus;
  stream.addEventListener("change", (event) => {
    const version = rebuiltVersion(String(event.data));
    if (version === null) return;
    status.set({ problems: [] });
    swap(version).catch(options.onError);
  });
  stream.addEventListener("problem", (event) => {
    status.set({ problems: reportedProblems(String(event.data)) });
  });
  stream.addEventListener("open", () => status.set({ reachable: true }));
  stream.addEventListener("error", () => status.set({ reachable: false }));
  return () => stream.close();
}
