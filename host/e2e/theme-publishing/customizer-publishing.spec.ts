import { expect, type Page, test } from "@playwright/test";
import { logIn, shopApi, tokenOf } from "../demo-shop";
import { shopUrl } from "../shop-url";

/** What a visitor's freshly loaded home page shows, read by `read` in a context of their own. */
async function asVisitor<T>(page: Page, read: (home: Page) => Promise<T>): Promise<T> {
  const visitor = await page.context().browser()?.newContext();
  if (!visitor) throw new Error("no browser");
  try {
    const home = await visitor.newPage();
    await home.goto(shopUrl("demo"));
    return await read(home);
  } finally {
    await visitor.close();
  }
}

/** The background a visitor's home page paints in colour scheme 1. */
const visitorBackground = (page: Page) =>
  asVisitor(page, (home) =>
    home.locator(".vt-root").evaluate((root) => getComputedStyle(root).backgroundColor),
  );

/** The text of the first section of a visitor's home page, once its sections have loaded. */
const visitorFirstSection = (page: Page) =>
  asVisitor(page, async (home) => {
    await expect(home.getByRole("region", { name: "New arrivals" })).toBeVisible();
    // The text as written: the demo's headings are upper-cased by CSS.
    return (await home.locator("main .vt-section").first().textContent()) ?? "";
  });

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

  // Reorder the home page: the frame follows at once, with no document load.
  const home = page.getByRole("region", { name: "Home page" });
  const firstSection = frame.locator("main .vt-section").first();
  await root.evaluate(() => {
    (window as { vitrineE2eMarker?: boolean }).vitrineE2eMarker = true;
  });
  await expect(firstSection.getByRole("heading", { level: 1 })).toBeVisible();
  await home.getByRole("button", { name: "Move Product grid up" }).click();
  await expect(firstSection.getByRole("heading", { name: "New arrivals" })).toBeVisible();

  // After a click to another page in the frame, a move still reaches it.
  await frame.getByRole("link", { name: "Shop all products" }).first().click();
  await expect(frame.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
  await home.getByRole("button", { name: "Move Social feed up" }).click();
  await frame.locator(".vt-header__logo").click();
  await expect(firstSection.getByRole("heading", { name: "New arrivals" })).toBeVisible();
  await expect(frame.locator("main .vt-section").nth(2)).toContainText("On Instagram");
  expect(
    await root.evaluate(() => (window as { vitrineE2eMarker?: boolean }).vitrineE2eMarker),
  ).toBe(true);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.locator(".vc-status")).toContainText("Draft saved");
  await page.reload();
  await expect(panel.getByLabel("Scheme 1 background")).toHaveValue("#fdf2d0");
  await expect(home.getByRole("button", { name: "Move Product grid up" })).toBeDisabled();
  await expect(page.getByText("Draft saved, not published")).toBeVisible();
  // A draft is the owner's alone.
  expect(await visitorBackground(page)).toBe(published);
  expect(await visitorFirstSection(page)).not.toContain("New arrivals");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".vc-status")).toContainText("Published version");
  expect(await visitorBackground(page)).toBe("rgb(253, 242, 208)");
  expect(await visitorFirstSection(page)).toContain("New arrivals");

  const versions = page.getByRole("region", { name: "Versions" });
  const restore = versions.getByRole("button", { name: /^Restore version \d+$/ }).first();
  await restore.click();
  await expect(page.locator(".vc-status")).toContainText(/version/i);
  await expect(panel.getByLabel("Scheme 1 background")).not.toHaveValue("#fdf2d0");
  expect(await visitorBackground(page)).toBe(published);
  expect(await visitorFirstSection(page)).not.toContain("New arrivals");
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
