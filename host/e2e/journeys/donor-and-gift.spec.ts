import type { Gift } from "@vitrine/contract";
import { DEMO_GIFT_CODES, TEST_CARDS } from "@vitrine/contract/demo";
import { expect, test } from "./fixtures";

// A journey walks many pages and runs axe on each: two minutes, not the 30 s of a single check.
test.describe.configure({ timeout: 120_000 });

test("a donor gives $10 and sees the thank-you page", async ({ page, checkA11y }) => {
  await page.goto("/donations");
  await expect(page.getByRole("heading", { level: 1, name: "Support the studio" })).toBeVisible();
  await checkA11y();

  await page.getByRole("group", { name: "Amount" }).getByRole("button", { name: "$10.00" }).click();
  await page.getByLabel("Email").fill("donor@example.com");
  await page.getByLabel(/^Your name/).fill("Robin");
  await page.getByLabel(/^Message/).fill("Keep the lessons coming!");
  await page.getByLabel("Card number").fill(TEST_CARDS.succeeds);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Give $10.00" }).click();

  await expect(page).toHaveURL(/\/donations\/[^/]+\/success$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Robin!" })).toBeVisible();
  await expect(page.getByText("Your donation of $10.00 was received.")).toBeVisible();
  await checkA11y();
});

test("a viewer opens the gift a chatter sent them", async ({ page, checkA11y }) => {
  // A gift's address is what the stream's bot links to; checking its code is how a viewer finds it.
  await page.goto("/twitch/redeem-gift");
  // The code travels in as an argument: the function runs in the page, not in this file.
  const gift = await page.evaluate(async (code) => {
    const response = await fetch("/order/v3/twitch/gift-codes/verify", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code }),
    });
    return ((await response.json()) as { data: Gift }).data;
  }, DEMO_GIFT_CODES[1]);

  await page.goto(`/gifts/${gift.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "nightowl_42 gifted you Deadline Mug" }),
  ).toBeVisible();
  await expect(page.getByText("Coffee for the next stream.")).toBeVisible();
  await expect(page.getByText("Gifted on mayamakes’s Twitch channel")).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Redeem with your code" }).click();
  await expect(page).toHaveURL(/\/twitch\/redeem-gift/);
});

test("a viewer redeems a Twitch gift code and the gift ships to them", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/twitch/redeem-gift");
  await expect(page.getByRole("heading", { level: 1, name: "Redeem a Twitch gift" })).toBeVisible();
  await checkA11y();

  await page.getByLabel("Gift code").fill("NOT-A-CODE");
  await page.getByRole("button", { name: "Check the code" }).click();
  await expect(page.getByText("This gift code is not valid.")).toBeVisible();
  await checkA11y();

  await page.getByLabel("Gift code").fill(DEMO_GIFT_CODES[0]);
  await page.getByRole("button", { name: "Check the code" }).click();
  await expect(page.getByText("pixelfox gifted you Owl Enamel Pin")).toBeVisible();
  await checkA11y();

  await page.getByLabel("Email").fill("viewer@example.com");
  await page.getByLabel("Full name").fill("Robin Viewer");
  await page.getByLabel("Address", { exact: true }).fill("12 Owl Street");
  await page.getByLabel("City").fill("Portland");
  await page.getByLabel("Postal code").fill("97201");
  await page.getByLabel("Country").selectOption("US");
  await page.getByRole("button", { name: "Ship my gift" }).click();

  await expect(page.getByText("Owl Enamel Pin is on its way!")).toBeVisible();
  await expect(page.getByText(/^Order #\S+ ships it to you for free\.$/)).toBeVisible();
  await checkA11y();
});
