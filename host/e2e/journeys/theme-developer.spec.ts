import { shopUrl } from "../shop-url";
import { expect, test } from "./fixtures";

// A journey walks many pages and runs axe on each: two minutes, not the 30 s of a single check.
test.describe.configure({ timeout: 120_000 });

// `pnpm start` publishes themes/minimal as the minimal shop's first version (scripts/
// publish-demo-theme.ts); the page loads that version's script, whose pages replace the default
// theme's by route name.

test("minimal.localhost loads the example theme by handle and its home page replaces the default's", async ({
  page,
  checkA11y,
}) => {
  const themeScript = page.waitForResponse((response) =>
    /\/themes\/shop_minimal\/minimal\/\d+\/theme\.[0-9a-f]{8}\.js$/.test(response.url()),
  );
  await page.goto(shopUrl("minimal"));
  expect((await themeScript).status()).toBe(200);
  const home = page.locator('[data-theme="minimal"]');
  await expect(home.getByRole("heading", { level: 1, name: "Minimal Supply" })).toBeVisible();
  await expect(home.getByRole("article").first()).toBeVisible();
  await checkA11y();
});

test("the example theme's product page replaces the default's; the pages it does not name stay the default's", async ({
  page,
  checkA11y,
}) => {
  await page.goto(shopUrl("minimal", "/products/studio-tee"));
  const product = page.locator('[data-theme="minimal"]');
  await expect(product.getByRole("heading", { level: 1, name: "Studio Tee" })).toBeVisible();
  // The minimal theme picks values from a select; the default theme's picker is a radio group.
  await expect(product.getByRole("combobox", { name: "Size" })).toBeVisible();
  await expect(page.getByRole("radiogroup")).toHaveCount(0);
  await expect(page.getByRole("group", { name: /^Size/ })).toHaveCount(0);
  await checkA11y();

  await page.goto(shopUrl("minimal", "/collections"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[data-theme="minimal"]')).toHaveCount(0);
  await checkA11y();
});
