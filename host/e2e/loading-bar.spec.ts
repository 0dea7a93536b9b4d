import { expect, test } from "@playwright/test";
import { expectRenderedRoute } from "./rendered-route";
import { shopUrl } from "./shop-url";

test("the loading bar shows while the next page's data loads, and goes once it has arrived", async ({
  page,
}) => {
  await page.goto(shopUrl("demo"));
  await expectRenderedRoute(page, "home", "full-width");
  // The products page's list is held until the bar has been seen: its route resolves at once,
  // its code and then its data load after, and the bar must follow those, not the route.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/pod\/products\?/, async (route) => {
    await held;
    await route.continue();
  });

  await page
    .getByRole("navigation", { name: /main/i })
    .getByRole("link", { name: "Products" })
    .click();
  await expect(page.locator("html")).toHaveAttribute("data-route", "products");
  await expect(page.locator("#nprogress .bar")).toBeVisible();
  await expect(page.getByText("Loading…")).toBeVisible();

  release();
  await expectRenderedRoute(page, "products", "full-width");
  await expect(page.locator("#nprogress")).toHaveCount(0);
});
