import { TEST_CARDS } from "@vitrine/contract/demo";
import { addStudioTee, checkOutToPayment, fillCard } from "./checkout-steps";
import { expect, test } from "./fixtures";

// A journey walks many pages and runs axe on each: two minutes, not the 30 s of a single check.
test.describe.configure({ timeout: 120_000 });

test("a shopper pays with the 3-D Secure test card: confirms with the bank, the order is made", async ({
  page,
  checkA11y,
}) => {
  await (await addStudioTee(page)).getByRole("link", { name: "View cart" }).click();
  await expect(page.getByRole("main")).toContainText("Studio Tee");

  await checkOutToPayment(page, checkA11y);
  await expect(page.getByText(`${TEST_CARDS.requiresAction} asks you to confirm`)).toBeVisible();
  await fillCard(page, TEST_CARDS.requiresAction);
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page.getByRole("alert")).toHaveText("Your bank asks you to confirm this payment.");
  await checkA11y();
  await page.getByRole("button", { name: "Confirm payment" }).click();

  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page).toHaveURL(/\/thankyou\/[^/]+\/[^/]+$/);
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
});

test("a donor gives with the 3-D Secure test card: confirms with the bank, the gift is made", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/donations");
  await expect(page.getByRole("heading", { level: 1, name: "Support the studio" })).toBeVisible();
  await page.getByRole("group", { name: "Amount" }).getByRole("button", { name: "$10.00" }).click();
  await page.getByLabel("Email").fill("donor@example.com");
  await page.getByLabel(/^Your name/).fill("Sam");
  await fillCard(page, TEST_CARDS.requiresAction);
  await page.getByRole("button", { name: "Give $10.00" }).click();

  await expect(page.getByRole("alert")).toHaveText("Your bank asks you to confirm this payment.");
  await checkA11y();
  await page.getByRole("button", { name: "Confirm payment" }).click();

  await expect(page).toHaveURL(/\/donations\/[^/]+\/success$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Sam!" })).toBeVisible();
  await expect(page.getByText("Your donation of $10.00 was received.")).toBeVisible();
});
