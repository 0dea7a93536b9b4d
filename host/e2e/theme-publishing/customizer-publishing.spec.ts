import { expect, type Page, test } from "@playwright/test";
import { logIn, shopApi, tokenOf } from "../demo-shop";
import { shopUrl } from "../shop-url";

/** The background a visitor's freshly loaded home page paints in colour scheme 1. */
async function visitorBackground(page: Page): Promise<string> {
  const visitor = await page.context().browser()?.newContext();
  if (!visitor) throw new Error("no browser");
  try {
    const home = await visitor.newPage();
    await home.goto(shopUrl("demo"));
    return await home
      .locator(".vt-root")
      .evaluate((root) => getComputedStyle(root).backgroundColor);
  } finally {
    await visitor.close();
  }
}

test("the owner saves a draft, publishes it for visitors, and restores the previous version", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  page.on("dialog", (dialog) => dialog.accept());
  await logIn(context, await tokenOf(await shopApi(), "creator"));
  await page.goto(shopUrl("demo", "/customize"));
  const panel = page.getByRole("form", { name: "Theme settings" });
  const frame = page.frameLocator('iframe[title="Storefront preview"]');
  const root = frame.locator(".vt-root");

  // The panel opens with the shop's own look, not the SDK's defaults.
  await expect(panel.getByLabel("Heading font")).toHaveValue("Space Grotesk");
  await expect(panel.getByLabel("Button corners", { exact: true })).toHaveValue("100");
  const published = await visitorBackground(page);

  await panel.getByLabel("Scheme 1 background").fill("#fdf2d0");
  await expect
    .poll(() => root.evaluate((element) => getComputedStyle(element).backgroundColor))
    .toBe("rgb(253, 242, 208)");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.locator(".vc-status")).toContainText("Draft saved");
  await page.reload();
  await expect(panel.getByLabel("Scheme 1 background")).toHaveValue("#fdf2d0");
  await expect(page.getByText("Draft saved, not published")).toBeVisible();
  // A draft is the owner's alone.
  expect(await visitorBackground(page)).toBe(published);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.locator(".vc-status")).toContainText("Published version");
  expect(await visitorBackground(page)).toBe("rgb(253, 242, 208)");

  const versions = page.getByRole("region", { name: "Versions" });
  const restore = versions.getByRole("button", { name: /^Restore version \d+$/ }).first();
  await restore.click();
  await expect(page.locator(".vc-status")).toContainText(/version/i);
  await expect(panel.getByLabel("Scheme 1 background")).not.toHaveValue("#fdf2d0");
  expect(await visitorBackground(page)).toBe(published);
});
