import { expect, test } from "@playwright/test";
import { pageNotFound, routePath } from "@vitrine/sdk";
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
  await expect(page.getByText(pageNotFound("/no-such-page").message)).toBeVisible();
});

// Issue 13 §4: a product, post or order that does not exist is not found, on the server and on
// the page, rather than a failure offered again ("Try again" cannot make it exist).
const MISSING = [
  routePath("product", { slug: "no-such-product" }),
  routePath("membership-post", { handle: "no-such-post" }),
  routePath("order-status", { orderCode: "NOSUCHCODE" }),
  routePath("thankyou", { orderId: "a", thankyouId: "b" }),
  routePath("donation-success", { donationId: "x" }),
  routePath("checkout", { checkoutId: "zzz" }),
];

for (const path of MISSING) {
  test(`${path}, which does not exist, answers 404 and shows the not-found page`, async ({
    page,
  }) => {
    const response = await page.goto(shopUrl("demo", path));
    expect(response?.status()).toBe(404);
    await expect(page.getByText(pageNotFound(path).message)).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  });
}
