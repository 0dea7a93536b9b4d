import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { fontFaceRules, fontFiles, fontPackage, supportedFont } from "@vitrine/sdk/host";
import { staleReferences } from "./references";
import { holdToasts, settle, unloadedFonts } from "./steady-page";

/** What `pnpm build-storybook` wrote (`pnpm test:visual` builds it first). */
const STORYBOOK_DIR = resolve(import.meta.dirname, "../../../storybook-static");

/** Stories of the default theme in the built Storybook's index, by id. */
function defaultThemeStoryIds(): string[] {
  const index = resolve(STORYBOOK_DIR, "index.json");
  if (!existsSync(index)) throw new Error(`${index} is missing: run pnpm build-storybook first`);
  const { entries } = JSON.parse(readFileSync(index, "utf8")) as {
    entries: Record<string, { id: string; type: string; importPath: string }>;
  };
  return Object.values(entries)
    .filter((entry) => entry.type === "story" && entry.importPath.startsWith("./themes/default/"))
    .map((entry) => entry.id);
}

/**
 * The demo shop's fonts: stories otherwise set their text in `system-ui`, whichever font the
 * machine has under that name. They are given as controls in the story's address.
 */
const FONTS = { body_font: "Inter", heading_font: "Space Grotesk" };

/**
 * The `@font-face` rules of `FONTS` as the host writes them, each file inlined from the package
 * the host serves it from: Storybook's origin serves no fonts, and the story's mocked network
 * lets nothing else through.
 */
function pinnedFontFaces(): string {
  const require = createRequire(resolve(import.meta.dirname, "../../package.json"));
  return Object.values(FONTS)
    .map((family) => {
      const font = supportedFont(family);
      if (font === undefined) throw new Error(`${family} is not a supported font`);
      const files = fontFiles(font).map(({ name }) => {
        const bytes = readFileSync(require.resolve(`${fontPackage(font)}/files/${name}`));
        return [name, `data:font/woff2;base64,${bytes.toString("base64")}`];
      });
      return fontFaceRules(family, Object.fromEntries(files));
    })
    .join("\n");
}

/** The day the stories' clock shows (their footer's year, "today" in a date picker). */
const STORY_TIME = new Date("2026-11-20T12:00:00.000Z");

const fontFaces = pinnedFontFaces();
const fontArgs = Object.entries(FONTS)
  .map(([name, family]) => `${name}:${family.replaceAll(" ", "+")}`)
  .join(";");

/**
 * One page per worker for every story it shoots: the built Storybook's scripts stay cached and
 * its mock service worker registered, where a new page per story would fetch and install them
 * again. Each story still loads in a fresh document, with the storage of the one before cleared.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL: `http://127.0.0.1:${process.env.VITRINE_VISUAL_STORYBOOK_PORT}`,
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(STORY_TIME);
      await holdToasts(page);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

const storyIds = defaultThemeStoryIds();

test("every story's reference image is of a story of the default theme", () => {
  expect(staleReferences(test.info(), "stories", storyIds)).toEqual([]);
});

for (const id of storyIds) {
  test(id, async ({ storyPage: page }) => {
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined); // the first story: nothing loaded yet
    await page.context().clearCookies();
    // Axe runs in the story tests (`pnpm test`): here it would only slow every story down.
    await page.goto(
      `/iframe.html?id=${id}&viewMode=story&args=${fontArgs}&globals=a11y.manual:!true`,
    );
    // The story has rendered and its play function has run (Storybook's render phases).
    await page.waitForFunction(() => {
      const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      return preview?.currentRender?.phase === "finished";
    });
    await expect(page.locator("body"), "the story rendered without an error").not.toHaveClass(
      /sb-show-errordisplay/,
    );
    await page.addStyleTag({ content: fontFaces });
    await page.evaluate(
      (families) => Promise.all(families.map((family) => document.fonts.load(`16px "${family}"`))),
      Object.values(FONTS),
    );
    await settle(page);
    expect(await unloadedFonts(page), "text drawn before its font loaded").toEqual([]);
    await expect(page).toHaveScreenshot(["stories", `${id}.png`], { fullPage: true });
  });
}
