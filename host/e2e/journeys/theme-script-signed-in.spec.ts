import type { Page } from "@playwright/test";
import { shopUrl } from "../shop-url";
import { expect, test } from "./fixtures";

// A journey walks many pages: two minutes, not the 30 s of a single check.
test.describe.configure({ timeout: 120_000 });

/** What the browser reports as an error or a warning: React's hydration errors among them. */
function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  // Each with the page it came from: a hydration error names no element in a production build.
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

// The minimal shop's pages render in a theme isolate on the server. It read the session cookie
// as logged out (no `atob` there to decode the token), so a signed-in creator got "Log in" from
// the server and "Account" from the browser: React error #418 on every page. A shared page is
// now rendered for no one ("Log in" for all), and the browser names the account once hydrated.
test("the minimal shop's creator, signed in, gets the same signed-in page from the server and the browser", async ({
  page,
}) => {
  await page.goto(shopUrl("minimal", "/membership/auth/login"));
  await page.getByLabel("Email").fill("creator@minimal.test");
  await page.getByLabel("Password").fill("creator-pass-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/membership\/users\/creators\/profile$/);

  const problems = recordConsoleProblems(page);
  // The home and product pages are the theme script's own; the collections and cart pages are
  // the default theme's, rendered in the same isolate. Only the cart is rendered for its visitor.
  for (const [path, serverLink] of [
    ["/", "Log in"],
    ["/products/studio-tee", "Log in"],
    ["/collections", "Log in"],
    ["/cart", "Account"],
  ] as const) {
    const response = await page.goto(shopUrl("minimal", path), { waitUntil: "networkidle" });
    const header = page.locator(".vt-header");
    await expect(page.locator("html")).toHaveAttribute("data-route", /.+/);
    await expect(header.getByRole("link", { name: "Account" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Log in" })).toHaveCount(0);
    const html = (await response?.text()) ?? "";
    const serverAccountLink = html.match(/<a class="vt-header__action"[^>]*>([^<]*)</)?.[1];
    expect(serverAccountLink, `the account link of the server's ${path}`).toBe(serverLink);
  }
  expect(
    problems.filter((problem) => /#418|hydrat/i.test(problem)),
    "hydration errors",
  ).toEqual([]);
});

// The unread count is polled as the page starts in the browser; when it answered before React
// hydrated, the membership navigation's badge was not in the server's markup: error #418.
test("a member with unread messages walks the membership pages without a hydration error", async ({
  page,
}) => {
  await page.goto("/membership/auth/login");
  await page.getByLabel("Email").fill("member@demo.test");
  await page.getByLabel("Password").fill("member-pass-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("navigation", { name: "Membership" })).toBeVisible();

  const problems = recordConsoleProblems(page);
  // The messages page last: reading the conversation there clears the count (the demo member
  // has unread messages, unless another journey read them first).
  for (const path of [
    "/membership/posts",
    "/membership/posts/welcome-to-the-club",
    "/membership/users/members/billing",
    "/membership/users/members/badges",
    "/membership/direct-messages",
  ]) {
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-route", /.+/);
    await expect(page.getByRole("navigation", { name: "Membership" })).toBeVisible();
  }
  expect(
    problems.filter((problem) => /#418|hydrat/i.test(problem)),
    "hydration errors",
  ).toEqual([]);
});
