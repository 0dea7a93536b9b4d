import { expect, test } from "./fixtures";

// A journey walks several pages and runs axe on each: two minutes, not the 30 s of a single check.
test.describe.configure({ timeout: 120_000 });

test("after a reload on a checkout step, going back to the cart finds it and its count", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/products/studio-tee");
  await expect(page.getByRole("heading", { level: 1, name: "Studio Tee" })).toBeVisible();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page
    .getByRole("dialog", { name: "Added to your cart" })
    .getByRole("link", { name: "Check out" })
    .click();
  await expect(page.getByRole("heading", { name: "Contact and shipping address" })).toBeVisible();

  // Start-up on a checkout page skips the cart: the reload leaves it unloaded.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Contact and shipping address" })).toBeVisible();
  await page.getByRole("link", { name: "Back to cart" }).click();

  await expect(page).toHaveURL("/cart");
  await expect(page.getByRole("main")).toContainText("Studio Tee");
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await checkA11y();
});
