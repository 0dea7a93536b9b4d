import { expect, test } from "@playwright/test";
import { shopUrl } from "./shop-url";

/** The families whose faces the page has loaded, once the fonts it uses are settled. */
const loadedFamilies = () =>
  document.fonts.ready.then((fonts) =>
    [...fonts].filter((face) => face.status === "loaded").map((face) => face.family),
  );

test("the demo shop's fonts load from its own origin: Space Grotesk for headings, Inter for text", async ({
  page,
}) => {
  const fontResponses: Array<{ url: string; type: string | undefined }> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font") {
      fontResponses.push({ url: response.url(), type: response.headers()["content-type"] });
    }
  });
  const consoleMessages: string[] = [];
  page.on("console", (message) => consoleMessages.push(message.text()));
  await page.goto(shopUrl("demo"));
  const heading = page.locator(".vt-root h1, .vt-root h2").first();
  await expect(heading).toBeVisible();

  await expect
    .poll(() => page.evaluate(loadedFamilies))
    .toEqual(expect.arrayContaining([expect.stringContaining("Space Grotesk")]));
  expect(await page.evaluate(loadedFamilies)).toEqual(
    expect.arrayContaining([expect.stringContaining("Inter")]),
  );
  const headingFont = await heading.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(headingFont).toMatch(/^"?Space Grotesk"?,/);

  const origin = new URL(page.url()).origin;
  expect(fontResponses.length).toBeGreaterThan(0);
  for (const response of fontResponses) {
    expect(new URL(response.url).origin, response.url).toBe(origin);
    expect(response.type, response.url).toBe("font/woff2");
  }
  // Each preloaded file is the one a face asks for (same URL, CORS mode) and used at once: Chromium
  // warns a few seconds after load about a preload nobody used, and a file fetched twice shows.
  await page.waitForTimeout(4_000);
  expect(consoleMessages.filter((text) => text.includes("preload"))).toEqual([]);
  expect(new Set(fontResponses.map((response) => response.url)).size).toBe(fontResponses.length);
});
