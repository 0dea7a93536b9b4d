import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page looks as it will stay: the loading bar gone, every picture loaded and
 * decoded (lazy ones too: a full-page image shows what is below the fold, which a shopper sees
 * once scrolled to it), and the fonts the text asks for settled.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator("#nprogress")).toHaveCount(0);
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = "eager";
    // A picture that fails to load (decode rejects) is drawn broken: that is its look.
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

/**
 * The text on the page whose font is one of the page's own (a family it has `@font-face` rules
 * for) that is not loaded: drawn in the next font of its stack, a system font that differs from one
 * machine to the next. Empty when every such text is in its loaded face; what no one sees and
 * text that asks for a system font in the first place are left out.
 *
 * @example
 * await unloadedFonts(page) // [] once settled; before, e.g. ['Inter on <button> "Add to cart"']
 */
export function unloadedFonts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const unquoted = (family: string) => family.trim().replace(/^["']|["']$/g, "");
    const faces = [...document.fonts];
    const own = new Set(faces.map((face) => unquoted(face.family)));
    const loaded = new Set(
      faces.filter((face) => face.status === "loaded").map((face) => unquoted(face.family)),
    );
    const unloaded = new Set<string>();
    for (const element of document.body.querySelectorAll("*")) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      // Fields show their value, not a text node; boxes and buttons of a choice show no text.
      const isField = element.matches(
        "input:not([type=hidden], [type=radio], [type=checkbox], [type=range], [type=color]), select, textarea",
      );
      // Screen-reader text is clipped to a pixel: it has no look.
      const drawn =
        element.checkVisibility({ visibilityProperty: true }) &&
        element.getBoundingClientRect().width > 1;
      if ((!ownText && !isField) || !drawn) continue;
      const family = unquoted(getComputedStyle(element).fontFamily.split(",")[0] ?? "");
      if (own.has(family) && !loaded.has(family)) {
        const text = (element.textContent ?? "").trim().slice(0, 30);
        unloaded.add(`${family} on <${element.tagName.toLowerCase()}> "${text}"`);
      }
    }
    return [...unloaded];
  });
}

/**
 * Text the demo's data makes change from day to day, and what it is replaced with before an image
 * is taken: the membership seed dates a member's payments from the day it runs, and the footer
 * shows this year. The replacements have the same form, so the layout around them is the one a
 * shopper sees.
 */
const DAY_DEPENDENT_TEXT: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/g, "Nov 20, 2026"],
  [/© \d{4}/g, "© 2026"],
  // A card's expiry.
  [/\b(0[1-9]|1[0-2])\/20\d\d\b/g, "08/2029"],
];

/** Replaces the text of `DAY_DEPENDENT_TEXT` in the page. */
export async function freezeDayDependentText(page: Page): Promise<void> {
  const rules = DAY_DEPENDENT_TEXT.map(([pattern, replacement]) => ({
    source: pattern.source,
    flags: pattern.flags,
    replacement,
  }));
  await page.evaluate((patterns) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      let text = node.textContent ?? "";
      for (const { source, flags, replacement } of patterns) {
        text = text.replace(new RegExp(source, flags), replacement);
      }
      if (text !== node.textContent) node.textContent = text;
    }
  }, rules);
}

/**
 * Keeps every toast on screen until the page is closed: a toast closes when its timer bar's CSS
 * animation ends, which comes 5 s after it opened on a fast machine and later on a slow one, and
 * which a screenshot's stopping of animations ends at once. Call it before the page loads.
 */
export async function holdToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const style = document.createElement("style");
      style.textContent = ".Toastify__progress-bar { animation: none !important; }";
      document.head.append(style);
    });
  });
}
