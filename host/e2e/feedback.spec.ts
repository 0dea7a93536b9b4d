import { expect, type Page, test } from "@playwright/test";
import { routePath } from "@vitrine/sdk";
import { logIn, shopApi, shopperRecords, signUp, subscribedNewcomer } from "./demo-shop";
import { expectHydrated } from "./hydrated";
import { shopUrl } from "./shop-url";

/**
 * Issue 13 §5: what tells a person that something happened, or is about to be lost. The leave
 * guard, toasts, removing a card, dismissing the welcome post and the Twitch badge, in the built
 * host against the shop API.
 */

const LEAVE_MESSAGE = "You have unsaved changes. Do you really want to leave this page?";

/** Every dialog's message; each is dismissed ("Cancel") unless `accept` says otherwise. */
function recordDialogs(page: Page, accept = () => false): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void (accept() ? dialog.accept() : dialog.dismiss());
  });
  return messages;
}

test("a checkout step with unsaved input asks before an in-app link leaves it; cancelled, the page and its input stay", async ({
  page,
}) => {
  const api = await shopApi();
  const { openCheckoutId } = await shopperRecords(api);
  await api.dispose();
  let accepting = false;
  const dialogs = recordDialogs(page, () => accepting);
  const information = routePath("checkout-information", { checkoutId: openCheckoutId });
  await page.goto(information);
  const email = page.getByLabel("Email");
  await expect(email).toHaveValue("e2e-shopper@example.com");

  // Nothing typed yet: leaving does not ask.
  await page.getByRole("link", { name: "Back to cart" }).click();
  await expect(page).toHaveURL(routePath("cart"));
  expect(dialogs).toEqual([]);

  await page.goto(information);
  await expectHydrated(page.getByLabel("Email"));
  await page.getByLabel("Email").fill("changed-my-mind@example.com");
  await page.getByRole("link", { name: "Back to cart" }).click();
  await expect.poll(() => dialogs).toEqual([LEAVE_MESSAGE]);
  await expect(page).toHaveURL(information);
  await expect(page.getByLabel("Email")).toHaveValue("changed-my-mind@example.com");

  accepting = true;
  await page.getByRole("link", { name: "Back to cart" }).click();
  await expect(page).toHaveURL(routePath("cart"));
  expect(dialogs).toHaveLength(2);
});

test("saving the profile says so in a toast, and leaving afterwards does not ask", async ({
  context,
  page,
}) => {
  const api = await shopApi();
  await logIn(context, await signUp(api));
  await api.dispose();
  const dialogs = recordDialogs(page);
  await page.goto(routePath("member-profile"));
  await page.getByLabel("Bio").fill("I collect riso prints.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your profile is saved." })).toBeVisible();
  await page.getByRole("link", { name: "Posts" }).first().click();
  await expect(page).toHaveURL(routePath("membership-posts"));
  expect(dialogs).toEqual([]);
});

test("a member removes their saved card after confirming; it stays gone after a reload", async ({
  context,
  page,
}) => {
  const api = await shopApi();
  await logIn(context, await subscribedNewcomer(api));
  await api.dispose();
  await page.goto(routePath("member-billing"));
  await expect(page.getByText(/ending in 4242/)).toBeVisible();

  await page.getByRole("button", { name: "Remove card" }).click();
  await page.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByText(/ending in 4242/)).toBeVisible();

  await page.getByRole("button", { name: "Remove card" }).click();
  const confirm = page.getByRole("group", { name: /^Remove this card\?/ });
  await confirm.getByRole("button", { name: "Remove card" }).click();
  await expect(page.getByText("No card on file.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Your card is removed." })).toBeVisible();

  await page.reload();
  await expect(page.getByText("No card on file.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove card" })).toHaveCount(0);
});

test("a member tips the creator from their conversation: the amount is checked, confirmed, then thanked", async ({
  context,
  page,
}) => {
  const api = await shopApi();
  await logIn(context, await subscribedNewcomer(api));
  await api.dispose();
  await page.goto(routePath("membership-direct-messages"));
  await page.getByLabel("Your message").fill("Hello from the e2e suite!");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const tip = page.getByRole("form", { name: /^Tip / });
  await tip.getByLabel("Amount").fill("2000");
  await tip.getByRole("button", { name: "Review the tip" }).click();
  await expect(tip.getByText("A tip is at most $1,000.00.")).toBeVisible();
  await tip.getByLabel("Amount").fill("3.50");
  await tip.getByRole("button", { name: "Review the tip" }).click();
  await tip.getByRole("button", { name: "Send $3.50" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: /got your tip of \$3\.50/ }),
  ).toBeVisible();

  await page.goto(routePath("member-billing"));
  await expect(page.getByRole("row", { name: /Tip to .* \$3\.50 Paid/ })).toBeVisible();
});

test("a new member dismisses the welcome post, and it stays dismissed after a reload", async ({
  context,
  page,
}) => {
  const api = await shopApi();
  await logIn(context, await signUp(api));
  await api.dispose();
  await page.goto(routePath("membership-posts"));
  const welcome = page.getByRole("article", { name: /^Welcome, / });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "Dismiss the welcome post" }).click();
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(welcome).toHaveCount(0);
});

test("while the shop's Twitch channel is live, the header links to it", async ({ page }) => {
  // The demo's channel is off air; the shop's state reaches the page in its initial-state block,
  // so the document is answered as the server would while the channel is live.
  await page.route(shopUrl("demo", "/"), async (route) => {
    // Node resolves `*.localhost` less reliably than Chromium: the server's own address, the
    // shop named by its Host header.
    const response = await route.fetch({
      url: `http://127.0.0.1:${process.env.VITRINE_E2E_PORT}/`,
      headers: { ...route.request().headers(), host: new URL(route.request().url()).host },
    });
    const html = await response.text();
    expect(html).toContain('"isLive":false');
    await route.fulfill({ response, body: html.replace('"isLive":false', '"isLive":true') });
  });
  await page.goto(shopUrl("demo", "/"));
  const badge = page.getByRole("banner").getByRole("link", { name: "Live on Twitch" });
  await expect(badge).toHaveAttribute("href", "https://twitch.tv/mayamakes");
  await expect(badge).toHaveAttribute("rel", "noopener noreferrer");
});

test("off air, the header has no Twitch badge; the redemption page shows the channel and that gifting is open", async ({
  page,
}) => {
  await page.goto(routePath("twitch-redeem-gift"));
  await expect(page.getByRole("link", { name: "mayamakes on Twitch" })).toHaveAttribute(
    "href",
    "https://twitch.tv/mayamakes",
  );
  await expect(page.getByText(/^Gifting is open/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Live on Twitch" })).toHaveCount(0);
});
