import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./journeys/fixtures";
import { shopUrl } from "./shop-url";

/**
 * Toasts allow HTML (spec §9), so whatever text reaches them must not run script. Nothing in the
 * product puts text it did not write into a toast yet; the way in is the runtime's `notify`,
 * which theme scripts get from `useNotify()` of `@vitrine/sdk/react`. So minimal.localhost's theme
 * script is swapped for one whose home page hands a hostile message to it, exactly as a theme
 * would pass on a server's text, and the real built host renders it in Chromium.
 */
// The sanitiser is tried on its own: the page's Content-Security-Policy would also stop these
// handlers (security.spec.ts), and must not hide a sanitiser that lets them through.
test.use({ bypassCSP: true });

const HOSTILE_MESSAGE = [
  "Added <b>Logo tee</b> to your cart",
  `<img src="x" onerror="window.__pwned = 'img'; alert('img')">`,
  `<script>window.__pwned = 'script'; alert('script')</script>`,
  `<a href="javascript:window.__pwned = 'link'; alert('link')">details</a>`,
].join(" ");

/** A theme script as `scripts/build-theme.ts` leaves it: bare imports the import map resolves. */
const PROBE_THEME = `
import { createElement } from "react";
import { defineTheme, useNotify } from "@vitrine/sdk/react";

function ProbeHome() {
  const notify = useNotify();
  return createElement(
    "button",
    { type: "button", onClick: () => notify(${JSON.stringify(HOSTILE_MESSAGE)}, "success") },
    "Add to cart",
  );
}

export default defineTheme({ handle: "minimal", pages: { home: ProbeHome } });
`;

async function openProbeShop(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route(/\/themes\/shop_minimal\/minimal\/\d+\/theme\.[0-9a-f]{8}\.js$/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: PROBE_THEME }),
  );
  await page.goto(shopUrl("minimal"));
  return dialogs;
}

test("the injected payload runs when it is not sanitised, so the checks below can fail", async ({
  page,
}) => {
  const dialogs = await openProbeShop(page);
  await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.innerHTML = `<img src="x" onerror="window.__pwned = 'unsanitised'">`;
    document.body.append(probe);
  });
  await expect.poll(() => page.evaluate(() => Reflect.get(window, "__pwned"))).toBe("unsanitised");
  expect(dialogs).toEqual([]);
});

test("a toast keeps its markup and runs none of the script in its message", async ({ page }) => {
  const dialogs = await openProbeShop(page);
  await page.getByRole("button", { name: "Add to cart" }).click();

  const toast = page.getByRole("alert").filter({ hasText: "Added Logo tee to your cart" });
  await expect(toast).toBeVisible();
  await expect(toast.locator("b")).toHaveText("Logo tee");
  await expect(toast.locator("script, [onerror]")).toHaveCount(0);
  const link = toast.getByText("details");
  await expect(link).not.toHaveAttribute("href");

  // Once the image has failed to load, an onerror left in place would have run.
  await expect
    .poll(() => toast.locator("img").evaluate((image: HTMLImageElement) => image.complete))
    .toBe(true);
  await link.click();
  expect(await page.evaluate(() => Reflect.get(window, "__pwned"))).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("a toast's colours keep its text readable (WCAG AA), checked once it has settled", async ({
  page,
}) => {
  await openProbeShop(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Added Logo tee to your cart" });
  await expect(toast).toBeVisible();
  // Its entrance slides it in; once in place, its colours are the ones people read.
  await expect(toast).toHaveCSS("opacity", "1");
  await expect
    .poll(() => toast.evaluate((element) => element.getAnimations({ subtree: false }).length))
    .toBe(0);
  const contrast = (await axeViolations(page, ".Toastify")).filter((line) =>
    line.startsWith("color-contrast"),
  );
  expect(contrast).toEqual([]);
});

test("a toast is written in the shop's body font, not the browser's default", async ({ page }) => {
  await openProbeShop(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Added Logo tee to your cart" });
  await expect(toast).toBeVisible();
  const shopFont = await page
    .locator(".vt-root")
    .first()
    .evaluate((root) => getComputedStyle(root).fontFamily);
  expect(shopFont).toMatch(/^"IBM Plex Sans"/);
  await expect(toast).toHaveCSS("font-family", shopFont);
});
