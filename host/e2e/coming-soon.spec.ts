import { expect, type Page, test } from "@playwright/test";
import { COMING_SOON_PASSWORD } from "@vitrine/contract/demo";
import { shopUrl } from "./shop-url";

/** The shop's catalogue call made from the page, with the cookies the browser holds. */
const catalogueAnswer = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch("/pod/products");
    const body = (await response.json()) as { code?: string };
    return { status: response.status, code: body.code };
  });

test("a coming-soon shop sends every page to /coming-soon", async ({ page }) => {
  await page.goto(shopUrl("soon", "/products"));
  await expect(page).toHaveURL(shopUrl("soon", "/coming-soon"));
});

test("a forged 'protected enter' cookie opens nothing: the server keeps pages and data closed", async ({
  context,
  page,
}) => {
  await context.addCookies([{ name: "protected enter", value: "true", url: shopUrl("soon") }]);
  await page.goto(shopUrl("soon", "/products"));
  await expect(page).toHaveURL(shopUrl("soon", "/coming-soon"));
  expect(await catalogueAnswer(page)).toEqual({ status: 403, code: "SHOP_COMING_SOON" });
});

test("the early-access password opens the shop and its data", async ({ page }) => {
  await page.goto(shopUrl("soon", "/coming-soon"));
  await page.getByLabel("Password").fill(COMING_SOON_PASSWORD);
  await page.getByRole("button", { name: "Enter the shop" }).click();
  await expect(page).toHaveURL(shopUrl("soon", "/"));
  const unlock = (await page.context().cookies(shopUrl("soon"))).find(
    (cookie) => cookie.name === "vitrine_shop_unlock",
  );
  expect(unlock?.httpOnly).toBe(true);
  expect((await catalogueAnswer(page)).status).toBe(200);
  await page.goto(shopUrl("soon", "/products"));
  await expect(page).toHaveURL(shopUrl("soon", "/products"));
});
