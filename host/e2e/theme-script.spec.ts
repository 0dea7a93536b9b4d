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
  // The version's small stylesheet is in the server's head, before any script runs, and styles
  // the page: the minimal theme rules off its hero.
  await expect(page.locator("style[data-vitrine-theme-style]")).toHaveAttribute(
    "data-vitrine-theme-style",
    /\/themes\/shop_minimal\/minimal\/\d+\/theme\.[0-9a-f]{8}\.css$/,
  );
  await expect(page.locator(".vm-hero")).toHaveCSS("border-bottom-style", "solid");
  expect(failures).toEqual([]);
});

test("the demo shop keeps the default theme's home page", async ({ page }) => {
  await page.goto(shopUrl("demo"));
  await expect(page.locator("#app")).not.toBeEmpty();
  await expect(page.locator('[data-theme="minimal"]')).toHaveCount(0);
});
