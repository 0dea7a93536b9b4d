import { expect, test } from "@playwright/test";
import { shopUrl } from "./shop-url";

test("a coming-soon shop sends every page to /coming-soon", async ({ page }) => {
  await page.goto(shopUrl("soon", "/products"));
  await expect(page).toHaveURL(shopUrl("soon", "/coming-soon"));
});

test("the 'protected enter' cookie lets a visitor into a coming-soon shop", async ({
  context,
  page,
}) => {
  await context.addCookies([{ name: "protected enter", value: "true", url: shopUrl("soon") }]);
  await page.goto(shopUrl("soon", "/products"));
  await expect(page).toHaveURL(shopUrl("soon", "/products"));
});
