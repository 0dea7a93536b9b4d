import { expect, type Page } from "@playwright/test";
import { TEST_CARDS } from "@vitrine/contract/demo";
import { test } from "./fixtures";

// A journey walks many pages and runs axe on each: two minutes, not the 30 s of a single check.
test.describe.configure({ timeout: 120_000 });

async function payWithCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code").fill("123");
}

test("a newcomer joins yearly with a promotion code, reads, watches, listens, writes, then leaves", async ({
  page,
  checkA11y,
}) => {
  const email = `newcomer-${Date.now()}@example.com`;

  await page.goto("/membership/auth/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await checkA11y();
  await page.getByLabel("Display name").fill("Nova Newcomer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("newcomer-pass-1");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("link", { name: "My account" })).toBeVisible();

  await page.getByRole("link", { name: "Join" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Become a member" })).toBeVisible();
  await checkA11y();
  await page.getByRole("radio", { name: /^Annual/ }).check();
  // Supporter: $5 a month, $60 a year less the shop's 20 % annual discount.
  await expect(page.getByText("$48.00 / year")).toBeVisible();
  await page.getByRole("button", { name: "Choose Supporter" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Join Supporter" })).toBeVisible();
  await checkA11y();
  const details = page.getByRole("group", { name: "Your details" });
  await expect(details.getByLabel("Email")).toHaveValue(email);
  await details.getByLabel("Full name").fill("Nova Newcomer");
  await details.getByLabel("Country").fill("US");
  await details.getByLabel("Postal code").fill("97201");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByLabel("Card number")).toBeVisible();
  await checkA11y();
  await page.getByLabel("Promotion code").fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Code WELCOME10 applied.")).toBeVisible();
  // $48.00 less 10 %.
  await expect(page.getByRole("button", { name: "Pay $43.20" })).toBeVisible();
  await checkA11y();
  await payWithCard(page, TEST_CARDS.succeeds);
  await page.getByRole("button", { name: "Pay $43.20" }).click();
  // Paid: the new tier opens content at once, and the member lands on the posts.
  await expect(page).toHaveURL("/membership/posts");
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  await checkA11y();

  // A Superfan post stays locked for a Supporter, but can be bought on its own.
  await page.getByRole("link", { name: "Superfan exclusive: unreleased designs" }).click();
  await expect(page.getByText("This is for Superfan members.")).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Unlock for $5.00" }).click();
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Unlock “Superfan exclusive: unreleased designs”",
    }),
  ).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Unlock for $5.00" }).click();
  await expect(
    page.getByText("Five designs that did not make the drop. Tell me which ones should."),
  ).toBeVisible();
  await checkA11y();

  await page.goto("/membership/posts/video-riso-separations");
  await expect(page.getByRole("heading", { level: 1, name: "Riso 101 starts now" })).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Riso 101: Colour Separations" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Riso 101: Colour Separations" }),
  ).toBeVisible();
  const video = page.locator("video");
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  await checkA11y();

  await page.goto("/membership/posts/audio-saying-no");
  await expect(
    page.getByRole("heading", { level: 1, name: "Studio Notes #3: Saying No" }),
  ).toBeVisible();
  await checkA11y();
  await page.getByRole("link", { name: "Studio Notes #3: Saying No" }).click();
  await expect(page).toHaveURL(/\/membership\/audios\/[^/]+$/);
  await page.getByRole("button", { name: "Play" }).click();
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect
    .poll(() => page.locator("audio").evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThan(0);
  await checkA11y();

  await page.getByRole("link", { name: /^Messages/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await checkA11y();
  await page.getByLabel("Your message").fill("Hello Maya! Loving the Riso lessons.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(
    page
      .getByRole("region", { name: "Conversation with Maya Ortiz" })
      .getByText("Hello Maya! Loving the Riso lessons."),
  ).toBeVisible();
  await checkA11y();

  await page.getByRole("link", { name: "My account" }).click();
  await page.getByRole("link", { name: "Billing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  await expect(page.getByText("visa ending in 4242, expires 12/2034")).toBeVisible();
  const history = page.getByRole("region", { name: "Billing history" });
  await expect(
    history.getByRole("row", { name: /Supporter membership \(annual\) \$43\.20 Paid/ }),
  ).toBeVisible();
  await checkA11y();

  await page.getByRole("link", { name: "Subscription" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your subscription" })).toBeVisible();
  await checkA11y();
  // Supporter is the lowest paid tier: a downgrade needs a higher one first.
  await page.getByRole("button", { name: "Upgrade to Superfan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change to Superfan" })).toBeVisible();
  await checkA11y();
  await page.getByLabel("Country").fill("US");
  await page.getByLabel("Postal code").fill("97201");
  await payWithCard(page, TEST_CARDS.succeeds);
  await page.getByRole("button", { name: "Pay $144.00" }).click();
  await expect(page).toHaveURL("/membership/posts");
  await page.getByRole("link", { name: "My account" }).click();
  await page.getByRole("link", { name: "Subscription" }).click();
  await expect(page.getByText("Superfan, yearly")).toBeVisible();
  await page.getByRole("button", { name: "Downgrade to Supporter" }).click();
  await expect(page.getByText(/^Changes to Supporter on /)).toBeVisible();
  await checkA11y();
  await page.getByRole("button", { name: "Cancel my subscription" }).click();
  const confirmation = page.getByRole("group", { name: /^Cancel\? You keep access until / });
  await checkA11y();
  await confirmation.getByRole("button", { name: "Cancel my subscription" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Sorry to see you go" })).toBeVisible();
  await checkA11y();
  await page.getByRole("radio", { name: "Not enough new content" }).check();
  await page.getByLabel("Anything else? (optional)").fill("Back in spring!");
  await page.getByRole("button", { name: "Send" }).click();

  await expect(page).toHaveURL("/membership/posts");
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  await checkA11y();
});

test("a long-standing member reads new messages (the badge counts them) and pages through billing", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/membership/auth/login");
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await checkA11y();
  await page.getByLabel("Email").fill("member@demo.test");
  await page.getByLabel("Password").fill("member-pass-1");
  await page.getByRole("button", { name: "Log in" }).click();

  const nav = page.getByRole("navigation", { name: "Membership" });
  await expect(nav.getByRole("link", { name: "Messages 3 unread messages" })).toBeVisible();
  await nav.getByRole("link", { name: /^Messages/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await checkA11y();
  await page.getByRole("navigation", { name: "Conversations" }).getByRole("button").first().click();
  await expect(page.getByRole("region", { name: /^Conversation with / })).toBeVisible();
  await checkA11y();
  // The three were in this conversation: read, the badge goes.
  await expect(nav.getByRole("link", { name: /^Messages/ })).toHaveAccessibleName("Messages");

  await page.getByRole("link", { name: "My account" }).click();
  await page.getByRole("link", { name: "Billing" }).click();
  const history = page.getByRole("region", { name: "Billing history" });
  const firstRow = history.getByRole("row").nth(1);
  await expect(firstRow).toBeVisible();
  const newest = await firstRow.textContent();
  await checkA11y();
  await page
    .getByRole("navigation", { name: "Pages" })
    .getByRole("link", { name: "Page 2" })
    .click();
  await expect(page).toHaveURL(/\/membership\/users\/members\/billing\?page=2$/);
  await expect(firstRow).not.toHaveText(newest ?? "");
  await checkA11y();
});
