import { expect, type Locator, type Page } from "@playwright/test";

/** Types a card into the payment step's fields (any future expiry, any CVC). */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel(/card number/i).fill(number);
  await page.getByLabel(/expir/i).fill("12/34");
  await page.getByLabel(/cvc|security code/i).fill("123");
}

/** From a cart with items: the information and shipping steps, up to the payment step. */
export async function checkOutToPayment(page: Page, checkA11y: () => Promise<void>) {
  await page
    .getByRole("button", { name: "Check out" })
    .or(page.getByRole("link", { name: "Check out" }))
    .click();
  await expect(page.getByRole("heading", { name: "Contact and shipping address" })).toBeVisible();
  await checkA11y();
  await page.getByLabel("Email").fill("shopper@example.com");
  await page.getByLabel("Full name").fill("Robin Shopper");
  await page.getByLabel("Address", { exact: true }).fill("12 Owl Street");
  await page.getByLabel("City").fill("Portland");
  await page.getByLabel("Postal code").fill("97201");
  await page.getByLabel("Country").selectOption("US");
  await page.getByRole("button", { name: "Continue to shipping" }).click();

  await expect(page.getByRole("heading", { name: "Shipping method" })).toBeVisible();
  await checkA11y();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page.getByRole("heading", { name: "Payment", exact: true })).toBeVisible();
  await checkA11y();
}

/** Adds the Studio Tee from its page (its first variant): the mini cart that says so. */
export async function addStudioTee(page: Page): Promise<Locator> {
  await page.goto("/products/studio-tee");
  await expect(page.getByRole("heading", { level: 1, name: "Studio Tee" })).toBeVisible();
  await page.getByRole("button", { name: "Add to cart" }).click();
  return page.getByRole("dialog", { name: "Added to your cart" });
}
