import { TEST_CARDS } from "@vitrine/contract/demo";
import { addStudioTee, checkOutToPayment, fillCard } from "./checkout-steps";
import { expect, test } from "./fixtures";

// A journey walks several pages and runs axe on each: two minutes, not the 30 s of a single check.
test.describe.configure({ timeout: 120_000 });

test("after a reload on a checkout step, going back to the cart finds it and its count", async ({
  page,
  checkA11y,
}) => {
  await (await addStudioTee(page)).getByRole("link", { name: "Check out" }).click();
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

test("the mini cart's Check out closes it: the thank-you page shows no drawer", async ({
  page,
  checkA11y,
}) => {
  const miniCart = await addStudioTee(page);
  await expect(miniCart).toBeVisible();

  await checkOutToPayment(page, checkA11y);
  await fillCard(page, TEST_CARDS.succeeds);
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Cart/ })).toBeVisible();
  await expect(miniCart).toHaveCount(0);
  await checkA11y();
});
