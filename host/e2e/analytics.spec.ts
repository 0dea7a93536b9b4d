import { expect, type Page, type Request } from "@playwright/test";
import {
  ANALYTICS_CONSENT_COOKIE,
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_STATS_PATH,
  type AnalyticsBatch,
  type AnalyticsStats,
} from "@vitrine/contract";
import { logIn, shopApi, tokenOf } from "./demo-shop";
import { test } from "./journeys/fixtures";
import { shopUrl } from "./shop-url";

// The demo shop requires consent (seeded so): its consent banner asks every new visitor.
test.describe.configure({ timeout: 120_000 });

/** Every analytics batch the page sends, parsed, as the shop API receives it. */
function recordBatches(page: Page): AnalyticsBatch[] {
  const batches: AnalyticsBatch[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname === ANALYTICS_EVENTS_PATH) {
      batches.push(JSON.parse(request.postData() ?? "{}") as AnalyticsBatch);
    }
  });
  return batches;
}

/** Today's figures of the demo shop, as its creator reads them. */
async function todaysFigures() {
  const api = await shopApi();
  const token = await tokenOf(api, "creator");
  const response = await api.get(ANALYTICS_STATS_PATH, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: AnalyticsStats };
  const today = data.days.at(-1);
  if (today === undefined) throw new Error("no figures for today");
  return today;
}

test("consent withheld then given: nothing is sent before the visitor accepts, then views and add-to-carts reach the creator's figures", async ({
  page,
  browser,
  checkA11y,
}) => {
  const before = await todaysFigures();
  const batches = recordBatches(page);

  // Browsing without an answer: the banner asks, nothing is recorded.
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Analytics consent" });
  await expect(banner).toBeVisible();
  await checkA11y();
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Collections" }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await nav.getByRole("link", { name: "All products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  // A hidden page sends what is queued: with nothing recorded, nothing leaves.
  await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
  await page.waitForTimeout(500);
  expect(batches).toEqual([]);

  // The visitor accepts: the answer is kept in the consent cookie and the banner goes.
  await banner.getByRole("button", { name: "Accept" }).click();
  await expect(banner).toBeHidden();
  const cookies = await page.context().cookies(shopUrl("demo"));
  expect(cookies.find((cookie) => cookie.name === ANALYTICS_CONSENT_COOKIE)?.value).toBe("granted");

  await nav.getByRole("link", { name: "Collections" }).click();
  await page.getByRole("link", { name: "Apparel" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Apparel" })).toBeVisible();
  await page.getByRole("link", { name: "Studio Tee" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Studio Tee" })).toBeVisible();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("dialog", { name: "Added to your cart" })).toBeVisible();

  // The batch leaves when its timer runs out, or at once as the page hides. A page view is
  // recorded once its page's data is in (`recordPageViews`), which under load can be after the
  // first hide: the page hides again until the three views have left.
  const pageViews = () =>
    batches.flatMap((batch) => batch.events).filter((event) => event.name === "page_view");
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
      return pageViews().length;
    })
    .toBe(3);
  const events = batches.flatMap((batch) => batch.events);
  const names = events.map((event) => event.name);
  expect(names).toContain("product_view");
  expect(names).toContain("add_to_cart");
  for (const event of events) {
    expect(event.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(event)).not.toMatch(/@/);
  }

  // The creator sees today's figures on their profile.
  await expect.poll(async () => (await todaysFigures()).pageViews).toBe(before.pageViews + 3);
  const after = await todaysFigures();
  expect(after.addToCarts).toBe(before.addToCarts + 1);

  const creator = await browser.newContext({ baseURL: shopUrl("demo") });
  try {
    await logIn(creator, await tokenOf(await shopApi(), "creator"));
    const creatorPage = await creator.newPage();
    await creatorPage.goto("/membership/users/creators/profile");
    const table = creatorPage.getByRole("table", { name: /last 7 days/ });
    await expect(table).toBeVisible();
    const todayRow = table.getByRole("row").last();
    await expect(todayRow.getByRole("cell").nth(0)).toHaveText(String(after.pageViews));
    await expect(todayRow.getByRole("cell").nth(1)).toHaveText(String(after.addToCarts));
    await expect(todayRow.getByRole("cell").nth(2)).toHaveText(String(after.purchases));
  } finally {
    await creator.close();
  }
});

test("a visitor who declines is not asked again and nothing is sent", async ({ page }) => {
  const batches = recordBatches(page);
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Analytics consent" });
  await banner.getByRole("button", { name: "Decline" }).click();
  await expect(banner).toBeHidden();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "All products" })
    .click();
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(banner).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
  await page.waitForTimeout(500);
  expect(batches).toEqual([]);
});

test("the owner customizing the theme sends nothing, even with consent given", async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: ANALYTICS_CONSENT_COOKIE, value: "granted", url: shopUrl("demo") },
  ]);
  await logIn(context, await tokenOf(await shopApi(), "creator"));
  const batches = recordBatches(page);
  await page.goto("/customize");
  const frame = page.frameLocator('iframe[title="Storefront preview"]');
  await expect(frame.locator(".vt-root")).toBeVisible();
  await frame
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "All products" })
    .click();
  await expect(frame.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // Leaving the page would send anything queued.
  await page.goto("about:blank");
  await page.waitForTimeout(500);
  expect(batches).toEqual([]);
});
