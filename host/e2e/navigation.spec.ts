import { expect, type Request, test } from "@playwright/test";
import { endpoints } from "@vitrine/contract";
import { logIn, shopApi, tokenOf } from "./demo-shop";
import { expectRenderedRoute } from "./rendered-route";
import { shopUrl } from "./shop-url";

/** Requests made from now on: documents, and the calls a start-up makes once. */
function recordRequests(page: import("@playwright/test").Page) {
  const seen: Request[] = [];
  page.on("request", (request) => seen.push(request));
  return {
    documents: () => seen.filter((request) => request.resourceType() === "document"),
    startUpCalls: () =>
      seen
        .map((request) => new URL(request.url()).pathname)
        .filter((path) => path === "/order/v3/cart" || path === endpoints.members.profile.path),
  };
}

test("navigating by the shop's links keeps the app: no document load, no second start-up", async ({
  context,
  page,
}) => {
  const api = await shopApi();
  await logIn(context, await tokenOf(api, "member"));
  await api.dispose();
  await page.goto(shopUrl("demo"));
  await expectRenderedRoute(page, "home", "full-width");
  const shopName = await page.title();
  const requests = recordRequests(page);

  await page
    .getByRole("navigation", { name: /main/i })
    .getByRole("link", { name: "Products" })
    .click();
  await expectRenderedRoute(page, "products", "full-width");
  const firstCard = page.locator(".vt-card__link").first();
  const productName = (await firstCard.textContent())?.trim();
  await firstCard.click();
  await expectRenderedRoute(page, "product", "full-width");
  // The tab names the page the app now shows, as the server names the first one.
  await expect(page).toHaveTitle(`${productName} · ${shopName}`);
  await page.getByRole("link", { name: /cart/i }).first().click();
  await expectRenderedRoute(page, "cart", "default");
  await expect(page).toHaveTitle(shopName);
  await page.goBack();
  await expectRenderedRoute(page, "product", "full-width");
  await expect(page).toHaveTitle(`${productName} · ${shopName}`);

  expect(requests.documents().map((request) => request.url())).toEqual([]);
  expect(requests.startUpCalls()).toEqual([]);
});

test("a link opened with a modifier is left to the browser: a new tab", async ({
  context,
  page,
}) => {
  await page.goto(shopUrl("demo"));
  await expectRenderedRoute(page, "home", "full-width");
  const opened = context.waitForEvent("page");
  await page
    .locator(".vt-card__link")
    .first()
    .click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await tab.waitForURL(/\/products\/[^/]+$/);
  await expectRenderedRoute(page, "home", "full-width");
});
