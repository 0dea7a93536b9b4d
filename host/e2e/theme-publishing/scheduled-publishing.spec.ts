import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import { logIn, shopApi, tokenOf } from "../demo-shop";
import { EDITOR_WIDTHS } from "../editor-views";
import { shopUrl } from "../shop-url";

/** The page width a visitor's freshly loaded home page is given, in a context of their own. */
async function visitorPageWidth(browser: Browser): Promise<number> {
  const visitor = await browser.newContext();
  try {
    const home = await visitor.newPage();
    await home.goto(shopUrl("demo"));
    const state = JSON.parse((await home.locator("#vitrine-state").textContent()) ?? "{}");
    return state.shop.theme.settings.page_width;
  } finally {
    await visitor.close();
  }
}

/** A `datetime-local` value `aheadMs` from now, in the browser's (the owner's) time zone. */
const localTimeAhead = (page: Page, aheadMs: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    const two = (value: number) => String(value).padStart(2, "0");
    const date = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
    // Chromium's input drops zero seconds, so such a value is written without them.
    const seconds = at.getSeconds() === 0 ? "" : `:${two(at.getSeconds())}`;
    return `${date}T${two(at.getHours())}:${two(at.getMinutes())}${seconds}`;
  }, aheadMs);

// Both widths publish to the demo shop: one after the other.
test.describe.configure({ mode: "serial" });

for (const { name, viewport } of EDITOR_WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("the owner schedules a change that goes live on its own, cancels another, and puts the shop back", async ({
      page,
      context,
      browser,
    }) => {
      test.setTimeout(120_000);
      page.on("dialog", (dialog) => dialog.accept());
      await logIn(context, await tokenOf(await shopApi(), "creator"));
      await page.goto(shopUrl("demo", "/customize"));
      const width = page
        .getByRole("form", { name: "Theme settings" })
        .getByLabel("Page width", { exact: true });
      await expect(width).toBeVisible();
      const before = await visitorPageWidth(browser);
      const scheduled = before === 1320 ? 1280 : 1320;

      await width.fill(String(scheduled));
      const schedules = page.getByRole("region", { name: "Scheduled publishing" });
      await schedules
        .getByLabel("Publish at", { exact: true })
        .fill(await localTimeAhead(page, 10_000));
      await schedules.getByRole("button", { name: "Schedule publish" }).click();
      const list = schedules.getByRole("list", { name: "Scheduled publishes" });
      await expect(
        list.getByText(`Waiting, scheduled by ${DEMO_CREDENTIALS.creator.email}`),
      ).toHaveCount(1);

      // A second one, an hour later, cancelled: it never goes live.
      await schedules
        .getByLabel("Publish at", { exact: true })
        .fill(await localTimeAhead(page, 60 * 60_000));
      await schedules.getByRole("button", { name: "Schedule publish" }).click();
      const cancels = list.getByRole("button", { name: /^Cancel the publish at / });
      await expect(cancels).toHaveCount(2);
      await cancels.last().click();
      await expect(cancels).toHaveCount(1);
      expect(await visitorPageWidth(browser)).toBe(before);

      // Nobody publishes: the shop does, at the time.
      await expect.poll(() => visitorPageWidth(browser), { timeout: 40_000 }).toBe(scheduled);
      await schedules.getByRole("button", { name: "Refresh scheduled publishes" }).click();
      await expect(list.getByText(/^Published as version \d+$/).first()).toBeVisible();
      await expect(cancels).toHaveCount(0);

      // Put the shop back: the version before the scheduled one, restored.
      await page.reload();
      const versions = page.getByRole("region", { name: "Versions" });
      await versions
        .getByRole("button", { name: /^Restore version \d+$/ })
        .first()
        .click();
      await expect(page.locator(".vc-status")).toContainText(/version/i);
      expect(await visitorPageWidth(browser)).toBe(before);
    });
  });
}
