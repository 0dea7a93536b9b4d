import type { InitialState } from "@vitrine/contract";
import { inlineStyle } from "./inline-style";
import type { PageHead } from "./page-head";
import type { ShopApp } from "./shop-fetch";

/** How many theme files a node keeps read. */
const KEPT_FILES = 50;

export interface ThemeFiles {
  /** A live theme version's file (its script, a stylesheet) as text; rejects when unreadable. */
  text(address: string): Promise<string>;
  /**
   * The live version's small stylesheets, carried in the page (`inlineStyle`): one request fewer
   * before the first paint. A preview's stay linked, for its hot swap; a file that cannot be read
   * stays linked too.
   */
  withThemeStyles(head: PageHead, state: InitialState): Promise<PageHead>;
}

/**
 * A live theme version's files, read from the shop API in-process: an address is immutable, so
 * each is read once (the last `KEPT_FILES` kept; one that failed is read again next time).
 *
 * @example
 * const files = themeFiles(shopApi.app);
 * await files.text("/assets/themes/minimal/1/theme.js") // the script, read once
 */
export function themeFiles(app: ShopApp): ThemeFiles {
  const texts = new Map<string, Promise<string>>();
  const text = (address: string): Promise<string> => {
    let file = texts.get(address);
    if (file === undefined) {
      const { pathname } = new URL(address, "http://page.invalid");
      file = Promise.resolve(
        app.fetch(new Request(new URL(pathname, "http://theme.invalid"))),
      ).then(async (response) => {
        if (!response.ok) {
          throw new Error(`The theme file ${pathname} answered ${response.status}`);
        }
        return response.text();
      });
      file.catch(() => texts.delete(address));
      texts.set(address, file);
      if (texts.size > KEPT_FILES) texts.delete(texts.keys().next().value as string);
    }
    return file;
  };
  return {
    text,
    async withThemeStyles(head, state) {
      if (state.shop?.theme.version === null || state.shop?.theme.preview !== null) return head;
      const themeStyles = await Promise.all(
        head.themeStyles.map(async (style) => ({
          ...style,
          css: await text(style.href).then(inlineStyle, () => null),
        })),
      );
      return { ...head, themeStyles };
    },
  };
}
