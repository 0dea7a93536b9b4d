import { expect, test } from "@playwright/test";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import { AUTH_TOKEN_COOKIE, type PathRouteName, type RouteGuard, routePath } from "@vitrine/sdk";
import {
  ROUTE_GUARD_CHECKS,
  redirectCreatorToPosts,
  redirectPaidMemberToBilling,
  requireCreator,
  requireExitSurveyPending,
  requireLoggedOut,
  requireLogin,
  requireLoginToUnlock,
  requireMembershipEnabled,
  requireMembershipVisible,
  requireSubscription,
} from "@vitrine/sdk/host";
import {
  type DemoLogin,
  logIn,
  memberSession,
  membershipCheckoutId,
  shopApi,
  subscriptionIdOf,
  tokenOf,
} from "./demo-shop";
import { expectRenderedRoute, expectRoute } from "./rendered-route";
import { type DemoRecords, demoRecords, ENTRIES, entryOf, routeAddresses } from "./route-addresses";
import { shopUrl } from "./shop-url";

/** `outsider`: a member of the private shop without a subscription (`DEMO_CREDENTIALS.privateFree`). */
type Opener = "visitor" | "outsider" | DemoLogin;

/** One rule of spec §5 (and §4's exit survey): who it turns away, and where to. */
interface GuardRow {
  rule: string;
  guard: RouteGuard;
  /** Someone the rule turns away, and only this rule: every check before it lets them pass. */
  as: Opener;
  /** The demo shop unless said. */
  shop?: "plain" | "private";
  to: PathRouteName;
}

const ROWS: readonly GuardRow[] = [
  {
    rule: "membership must be enabled, else home",
    guard: requireMembershipEnabled,
    as: "visitor",
    shop: "plain",
    to: "home",
  },
  {
    rule: "a private membership is for its members and creator, others go home",
    guard: requireMembershipVisible,
    as: "outsider",
    shop: "private",
    to: "home",
  },
  {
    rule: "account pages need login, else login",
    guard: requireLogin,
    as: "visitor",
    to: "auth-login",
  },
  {
    rule: "unlocking a post needs login, else pricing",
    guard: requireLoginToUnlock,
    as: "visitor",
    to: "membership-pricing",
  },
  {
    rule: "a logged-in non-member goes to posts",
    guard: redirectCreatorToPosts,
    as: "creator",
    to: "membership-posts",
  },
  {
    rule: "member-only pages need a subscription, else billing",
    guard: requireSubscription,
    as: "free",
    to: "member-billing",
  },
  {
    rule: "checkout message and payment send a paid-subscribed member to billing",
    guard: redirectPaidMemberToBilling,
    as: "member",
    to: "member-billing",
  },
  {
    rule: "creator pages need a creator, else posts",
    guard: requireCreator,
    as: "member",
    to: "membership-posts",
  },
  {
    rule: "complete-account is only for logged-out users, logged-in goes to posts",
    guard: requireLoggedOut,
    as: "member",
    to: "membership-posts",
  },
  {
    rule: "the exit survey needs a cancelled, unsurveyed subscription, else posts",
    guard: requireExitSurveyPending,
    as: "member",
    to: "membership-posts",
  },
];

test("the rows below cover every per-route guard the SDK wires", () => {
  const wired = new Set(
    ENTRIES.flatMap((entry) => entry.guards.map((name) => ROUTE_GUARD_CHECKS[name])),
  );
  const rows = new Set(ROWS.map((row) => row.guard));
  expect([...wired].filter((guard) => !rows.has(guard)).map((guard) => guard.name)).toEqual([]);
});

test.describe("each guard turns away whom spec §5 says, on every route that lists it", () => {
  let records: DemoRecords;

  test.beforeAll(async () => {
    const api = await shopApi();
    records = await demoRecords(api);
    await api.dispose();
  });

  const groups = [...new Set(ROWS.map((row) => `${row.as}${row.shop ? `@${row.shop}` : ""}`))];
  for (const group of groups) {
    const rows = ROWS.filter((row) => `${row.as}${row.shop ? `@${row.shop}` : ""}` === group);
    const [first] = rows;
    if (first === undefined) continue;
    test(`as ${group}: ${rows.map((row) => row.rule).join("; ")}`, async ({ context, page }) => {
      if (first.as === "outsider") {
        const api = await shopApi("shop_private");
        await logIn(context, await memberSession(api, DEMO_CREDENTIALS.privateFree), "private");
        await api.dispose();
      } else if (first.as !== "visitor") {
        const api = await shopApi();
        await logIn(context, await tokenOf(api, first.as));
        await api.dispose();
      }
      const addresses = routeAddresses(records);
      for (const row of rows) {
        const destination = entryOf(row.to);
        for (const entry of ENTRIES.filter((candidate) =>
          candidate.guards.some((name) => ROUTE_GUARD_CHECKS[name] === row.guard),
        )) {
          const address = shopUrl(row.shop ?? "demo", addresses[entry.name]);
          // Where the guard sends them is checked here; that its page renders, in routes.spec.
          await test.step(`${row.rule}: ${entry.name} → ${row.to}`, async () => {
            await page.goto(address, { waitUntil: "commit" });
            await expect(page).toHaveURL(shopUrl(row.shop ?? "demo", addresses[row.to]));
            await expectRoute(page, destination.name, destination.layout);
          });
        }
      }
    });
  }
});

test("a paid member may still open the checkout's change-subscription step", async ({
  context,
  page,
}) => {
  const api = await shopApi();
  const token = await tokenOf(api, "member");
  const checkoutId = await membershipCheckoutId(api, token, { upgrade: true });
  await api.dispose();
  await logIn(context, token);
  const entry = entryOf("membership-checkout-change-subscription");
  const address = routePath("membership-checkout-change-subscription", { checkoutId });
  await page.goto(address);
  await expect(page).toHaveURL(address);
  await expectRenderedRoute(page, entry.name, entry.layout);
});

test("a member whose subscription is cancelled and not surveyed gets the exit survey", async ({
  context,
  page,
}) => {
  const api = await shopApi();
  const token = await tokenOf(api, "cancelled");
  const subscriptionId = await subscriptionIdOf(api, token);
  await api.dispose();
  await logIn(context, token);
  const entry = entryOf("member-exit-survey");
  const address = routePath("member-exit-survey", { subscriptionId: subscriptionId ?? "none" });
  await page.goto(address);
  await expect(page).toHaveURL(address);
  await expectRenderedRoute(page, entry.name, entry.layout);

  // Another subscription's address names no survey of theirs: the not-found page, not the form.
  const other = routePath("member-exit-survey", { subscriptionId: "x" });
  await page.goto(other);
  await expect(page).toHaveURL(other);
  await expectRenderedRoute(page, "not-found", "none");
  await expect(page.getByText(`Page Not Found: ${other}`)).toBeVisible();
});

test("a path no route has fails the validity check: the not-found page, address kept", async ({
  page,
}) => {
  const address = "/membership/posts/video-studio-tour/comments";
  await page.goto(address);
  await expect(page).toHaveURL(address);
  await expectRenderedRoute(page, "not-found", "none");
});

test("a visitor of a private membership sees no link to it, is sent home from it, and can still log in", async ({
  page,
}) => {
  await page.goto(shopUrl("private"));
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Membership" })).toHaveCount(0);

  await page.goto(shopUrl("private", routePath("membership-posts")));
  await expect(page).toHaveURL(shopUrl("private", "/"));

  await page.goto(shopUrl("private", routePath("auth-login")));
  await expect(page).toHaveURL(shopUrl("private", routePath("auth-login")));
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
});

test("a private membership's menus offer only links that lead somewhere, and no sign-up", async ({
  context,
  page,
}) => {
  // A visitor on the login page: the area's menu holds logging in, nothing its guard sends home.
  await page.goto(shopUrl("private", routePath("auth-login")));
  await expectRenderedRoute(page, "auth-login", "membership");
  const areaMenu = page.getByRole("navigation", { name: "Membership" });
  await expect(areaMenu.getByRole("link")).toHaveText(["Log in"]);
  await expect(page.getByRole("link", { name: /sign up/i })).toHaveCount(0);
  await page.goto(shopUrl("private", routePath("auth-signup")));
  await expect(page).toHaveURL(shopUrl("private", "/"));
  // Landed and started: the member's session below is set once no page is still on its way.
  await expectRenderedRoute(page, "home", "full-width");
  await page.waitForLoadState("networkidle");

  // A member whose account the private area closes (one its creator let in) can log out.
  const api = await shopApi("shop_private");
  await logIn(context, await memberSession(api, DEMO_CREDENTIALS.privateFree), "private");
  await api.dispose();
  await page.goto(shopUrl("private"));
  await expectRenderedRoute(page, "home", "full-width");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Account" })).toHaveCount(0);
  await header.getByRole("link", { name: "Log out" }).click();
  await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
  const cookies = await context.cookies(shopUrl("private"));
  expect(cookies.map((cookie) => cookie.name)).not.toContain(AUTH_TOKEN_COOKIE);
});

test("a malformed auth cookie: the visitor is sent to log in and the cookie is removed", async ({
  context,
  page,
}) => {
  await logIn(context, "not-a-session");
  // The server's answer expires it too (a server test checks that): its Set-Cookie is dropped
  // here, so what is seen is the browser removing it as the storefront starts.
  await page.route(/\/membership\//, async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    // Node resolves no *.localhost name: the same request, to the server's address.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), host: url.host },
      maxRedirects: 0,
    });
    const headers = { ...response.headers() };
    delete headers["set-cookie"];
    await route.fulfill({ response, headers });
  });
  await page.goto(routePath("member-profile"));
  await expect(page).toHaveURL(new RegExp(`${routePath("auth-login")}`));
  await expectRenderedRoute(page, "auth-login", "membership");
  const cookies = await context.cookies(shopUrl("demo"));
  expect(cookies.map((cookie) => cookie.name)).not.toContain(AUTH_TOKEN_COOKIE);
});
