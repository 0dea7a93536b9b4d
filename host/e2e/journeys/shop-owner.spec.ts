import { logIn, shopApi, tokenOf } from "../demo-shop";
import { expect, test } from "./fixtures";

// A journey walks many pages and runs axe on each: two minutes, not the 30 s of a single check.
test.describe.configure({ timeout: 120_000 });

/** Each shop is customized on its own host: the only customizer origin its storefront trusts. */
const customizePage = () => `http://demo.localhost:${process.env.VITRINE_E2E_PORT}/customize`;

test("the owner changes a colour scheme and the page width; the storefront in the frame follows without reloading", async ({
  page,
  context,
  checkA11y,
}) => {
  // The page opens with the shop's saved settings, which only its creator may read.
  await logIn(context, await tokenOf(await shopApi(), "creator"));
  await page.goto(customizePage());
  await expect(page.getByRole("heading", { level: 1, name: "Customize your theme" })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Storefront preview"]');
  const root = frame.locator(".vt-root");
  const pageWidth = frame.locator("main .vt-page-width").first();
  await expect(root).toBeVisible();
  await checkA11y();

  // A marker in the frame's window survives live updates and is gone after any reload.
  await root.evaluate(() => {
    (window as { vitrineE2eMarker?: boolean }).vitrineE2eMarker = true;
  });
  const frameUrl = await root.evaluate(() => location.href);
  const widthBefore = await pageWidth.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).maxWidth),
  );

  await page.getByLabel("Scheme 1 background").fill("#fdf2d0");
  await expect
    .poll(() => root.evaluate((element) => getComputedStyle(element).backgroundColor))
    .toBe("rgb(253, 242, 208)");

  await page.getByLabel("Page width", { exact: true }).fill("1000");
  await expect
    .poll(() =>
      pageWidth.evaluate((element) => Number.parseFloat(getComputedStyle(element).maxWidth)),
    )
    .toBe(widthBefore - 200);

  expect(await root.evaluate(() => location.href)).toBe(frameUrl);
  expect(
    await root.evaluate(() => (window as { vitrineE2eMarker?: boolean }).vitrineE2eMarker),
  ).toBe(true);
  await checkA11y();
});

test("the shop owner sees one admin bar on every page, layout-less ones included", async ({
  page,
  checkA11y,
}) => {
  // The owner is the shop's creator: logged in from the one login form, every page they load
  // carries the bar.
  await page.goto("/membership/auth/login");
  await page.getByLabel("Email").fill("creator@demo.test");
  await page.getByLabel("Password").fill("creator-pass-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/membership/users/creators/profile");

  const adminBar = page.getByRole("complementary", { name: "Shop owner tools" });
  // Framed pages (full-width, default) and pages of layout `none` (checkout, coming soon).
  for (const [path, layout] of [
    ["/", "full-width"],
    ["/cart", "default"],
    ["/checkouts", "none"],
    ["/coming-soon", "none"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-layout", layout);
    await expect(adminBar, path).toBeVisible();
    await expect(adminBar, path).toHaveCount(1);
    await checkA11y();
  }

  await adminBar.getByRole("link", { name: /^Customize/ }).click();
  await expect(page).toHaveURL(customizePage());
  await expect(page.getByRole("heading", { level: 1, name: "Customize your theme" })).toBeVisible();
});

test("a visitor sees no admin bar, with a layout or without", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation").first()).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Shop owner tools" })).toHaveCount(0);
  await page.goto("/checkouts");
  await expect(page.locator("html")).toHaveAttribute("data-layout", "none");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Shop owner tools" })).toHaveCount(0);
});
