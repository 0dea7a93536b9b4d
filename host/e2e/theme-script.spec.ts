import { expect, test } from "@playwright/test";
import { shopUrl } from "./shop-url";

test("minimal.localhost's theme script replaces the home page", async ({ page }) => {
  const failures: string[] = [];
  page.on("pageerror", (error) => failures.push(error.message));
  const themeScript = page.waitForResponse((response) =>
    /\/themes\/shop_minimal\/minimal\/\d+\/theme\.[0-9a-f]{8}\.js$/.test(response.url()),
  );
  await page.goto(shopUrl("minimal"));
  expect((await themeScript).status()).toBe(200);
  await expect(page.locator('[data-theme="minimal"]')).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Minimal Supply");
  // The version's stylesheet is linked in the server's head, before any script runs.
  await expect(page.locator("link[rel=stylesheet][data-vitrine-theme-style]")).toHaveAttribute(
    "href",
    /\/themes\/shop_minimal\/minimal\/\d+\/theme\.[0-9a-f]{8}\.css$/,
  );
  expect(failures).toEqual([]);
});

test("the demo shop keeps the default theme's home page", async ({ page }) => {
  await page.goto(shopUrl("demo"));
  await expect(page.locator("#app")).not.toBeEmpty();
  await expect(page.locator('[data-theme="minimal"]')).toHaveCount(0);
});
