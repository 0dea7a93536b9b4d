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

test("two tabs: a save based on settings changed in the other tab is refused, and the owner loads the latest", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  page.on("dialog", (dialog) => dialog.accept());
  await logIn(context, await tokenOf(await shopApi(), "creator"));
  const other = await context.newPage();
  other.on("dialog", (dialog) => dialog.accept());
  for (const tab of [page, other]) {
    await tab.goto(shopUrl("demo", "/customize"));
    await expect(tab.getByRole("button", { name: "Save draft" })).toBeVisible();
  }
  const width = (tab: Page) =>
    tab.getByRole("form", { name: "Theme settings" }).getByLabel("Page width", { exact: true });

  await width(page).fill("1400");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.locator(".vc-status")).toContainText("Draft saved");

  // The other tab still holds the revision it opened with: its save must not overwrite.
  await width(other).fill("1800");
  await other.getByRole("button", { name: "Save draft" }).click();
  const alert = other.getByRole("alert");
  await expect(alert).toContainText("changed elsewhere");
  await expect(width(other)).toHaveValue("1800");

  await alert.getByRole("button", { name: "Load the latest" }).click();
  await expect(width(other)).toHaveValue("1400");
  await expect(other.getByText("Draft saved, not published")).toBeVisible();

  // Leave the shop as it was: the draft goes.
  await other.getByRole("button", { name: "Discard draft" }).click();
  await expect(other.locator(".vc-status")).toContainText("Draft discarded");
});
