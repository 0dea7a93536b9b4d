import { expect } from "@playwright/test";
import { TEST_CARDS } from "@vitrine/contract/demo";
import { addStudioTee, checkOutToPayment, fillCard } from "./checkout-steps";
import { test } from "./fixtures";

// A journey walks many pages and runs axe on each: two minutes, not the 30 s of a single check.
test.describe.configure({ timeout: 120_000 });

/** The 2,048-variant product of the demo catalogue (16 sizes × 18 colours × 8 materials, 256 not made). */
const TRAIL_RUNNER = "/products/trail-runner";

test("a shopper buys a Trail Runner in a chosen combination, then cancels the order", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/collections/apparel");
  await expect(page.getByRole("heading", { level: 1, name: "Apparel" })).toBeVisible();
  await checkA11y();

  await page.getByRole("link", { name: "Trail Runner" }).click();
  await expect(page).toHaveURL(TRAIL_RUNNER);
  await expect(page.getByRole("heading", { level: 1, name: "Trail Runner" })).toBeVisible();
  await checkA11y();

  // With EU 35 / Black selected, Knit is made but sold out: shown as such, still choosable.
  const material = page.getByRole("group", { name: /^Material/ });
  await expect(material.getByRole("radio", { name: "Knit, sold out" })).toBeEnabled();
  await material.getByRole("radio", { name: "Knit, sold out" }).check();
  await expect(page.getByRole("button", { name: "Sold out" })).toBeDisabled();

  // Sky is never made in Suede: that value cannot be chosen once Sky is picked.
  await page
    .getByRole("group", { name: /^Colour/ })
    .getByRole("radio", { name: "Sky" })
    .check();
  const suede = material.getByRole("radio", { name: "Suede, not made in this combination" });
  await expect(suede).toBeDisabled();
  await material.getByRole("radio", { name: "Canvas" }).check();
  await page.getByRole("group", { name: /^Size/ }).getByRole("radio", { name: "EU 42" }).check();
  await expect(page.getByRole("group", { name: "Colour: Sky" })).toBeVisible();
  await checkA11y();

  await page.getByRole("button", { name: "Add to cart" }).click();
  const miniCart = page.getByRole("dialog", { name: "Added to your cart" });
  await expect(miniCart).toBeVisible();
  await expect(miniCart).toContainText("Trail Runner");
  await expect(miniCart).toContainText("EU 42 / Sky / Canvas");
  await checkA11y();
  await miniCart.getByRole("link", { name: "View cart" }).click();

  await expect(page).toHaveURL("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("EU 42 / Sky / Canvas");
  const crossSell = page.getByRole("region", { name: "Complete your order" });
  await expect(crossSell.getByRole("link").first()).toBeVisible();
  await checkA11y();

  await checkOutToPayment(page, checkA11y);
  await fillCard(page, TEST_CARDS.succeeds);
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page).toHaveURL(/\/thankyou\/[^/]+\/[^/]+$/);
  await checkA11y();
  await page.getByRole("link", { name: "View your order status" }).click();

  await expect(page).toHaveURL(/\/orders\/[^/]+\/status$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Order #/ })).toBeVisible();
  await expect(page.getByText("Paid")).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Cancel this order" }).click();

  await expect(page).toHaveURL(/\/orders\/[^/]+\/cancel$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Cancel order #/ })).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(page.getByText("Your order is cancelled and your payment refunded.")).toBeVisible();
  await checkA11y();
});

test("a declined card is a clear error and the cart stays as it was", async ({
  page,
  checkA11y,
}) => {
  await (await addStudioTee(page)).getByRole("link", { name: "View cart" }).click();
  await expect(page.getByRole("main")).toContainText("Studio Tee");

  await checkOutToPayment(page, checkA11y);
  await fillCard(page, TEST_CARDS.declined);
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page.getByRole("alert")).toContainText("Your card was declined.");
  await expect(page.getByRole("heading", { name: "Payment", exact: true })).toBeVisible();
  await checkA11y();

  await page.goto("/cart");
  await expect(page.getByRole("main")).toContainText("Studio Tee");
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await checkA11y();
});
