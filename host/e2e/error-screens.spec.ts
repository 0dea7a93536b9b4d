import { expect, test } from "@playwright/test";
import en from "../src/i18n/locales/en.json" with { type: "json" };
import { shopUrl } from "./shop-url";

const SCREENS = [
  { shop: "nowhere", status: 404, screen: en.host.errors.shopNotFound },
  { shop: "blocked", status: 403, screen: en.host.errors.shopBlocked },
  { shop: "notheme", status: 503, screen: en.host.errors.shopThemeMissing },
] as const;

for (const { shop, status, screen } of SCREENS) {
  test(`${shop}.localhost answers ${status} and shows "${screen.title}"`, async ({ page }) => {
    const response = await page.goto(shopUrl(shop));
    expect(response?.status()).toBe(status);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.title);
    await expect(page.getByText(screen.message)).toBeVisible();
  });
}

test("an unknown page of a shop answers 404 and shows the not-found screen", async ({ page }) => {
  const response = await page.goto(shopUrl("demo", "/no-such-page"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.host.errors.notFound.title);
  // Spec §2: the failed validity check's message, "Page Not Found: {path}".
  await expect(page.getByText("Page Not Found: /no-such-page")).toBeVisible();
});
