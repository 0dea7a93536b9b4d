import { expect, test } from "@playwright/test";
import { shopUrl } from "./shop-url";

test("a coming-soon shop sends every page to /coming-soon", async ({ page }) => {
  await page.goto(shopUrl("soon", "/products"));
  await expect(page).toHaveURL(shopUrl("soon", "/coming-soon"));
});

test("a forged 'protected enter' cookie shows the pages, but the server keeps the shop's data closed", async ({
  context,
  page,
}) => {
  await context.addCookies([{ name: "protected enter", value: "true", url: shopUrl("soon") }]);
  await page.goto(shopUrl("soon", "/products"));
  await expect(page).toHaveURL(shopUrl("soon", "/products"));
  const products = await page.request.get(shopUrl("soon", "/pod/products"));
  expect(products.status()).toBe(403);
  expect((await products.json()).code).toBe("SHOP_COMING_SOON");
});

test("the early-access password opens the shop and its data", async ({ page }) => {
  await page.goto(shopUrl("soon", "/coming-soon"));
  await page.getByLabel("Password").fill("let-me-in");
  await page.getByRole("button", { name: "Enter the shop" }).click();
  await expect(page).toHaveURL(shopUrl("soon", "/"));
  const unlock = (await page.context().cookies(shopUrl("soon"))).find(
    (cookie) => cookie.name === "vitrine_shop_unlock",
  );
  expect(unlock?.httpOnly).toBe(true);
  expect((await page.request.get(shopUrl("soon", "/pod/products"))).status()).toBe(200);
});
