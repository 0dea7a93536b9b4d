import { expect, type Page, test } from "@playwright/test";
import { type PathRoute, type PathRouteName, routePath } from "@vitrine/sdk";
import { type DemoLogin, logIn, shopApi, signUp, tokenOf } from "./demo-shop";
import {
  expectRenderedRoute,
  expectRouteWasRendered,
  recordRenderedRoutes,
} from "./rendered-route";
import { type DemoRecords, demoRecords, ENTRIES, entryOf, routeAddresses } from "./route-addresses";

/**
 * Who opens each route: someone its guards let in. `session` is a new member following the
 * sign-in link the shop emails, whose session the logout page then ends.
 */
type Opener = "visitor" | DemoLogin | "session";

const OPENED_BY: Record<PathRouteName, Opener> = {
  home: "visitor",
  cart: "visitor",
  "checkout-empty": "visitor",
  checkout: "visitor",
  "checkout-recover": "visitor",
  "checkout-message": "visitor",
  "checkout-information": "visitor",
  "checkout-shipping": "visitor",
  "checkout-payment": "visitor",
  collections: "visitor",
  collection: "visitor",
  "coming-soon": "visitor",
  donation: "visitor",
  "donation-success": "visitor",
  gift: "visitor",
  thankyou: "visitor",
  order: "visitor",
  "order-status": "visitor",
  "order-cancel": "visitor",
  page: "visitor",
  products: "visitor",
  product: "visitor",
  "twitch-redeem-gift": "visitor",
  membership: "visitor",
  // The checkout is free@demo.test's: its steps load it with their token.
  "membership-checkout": "free",
  "membership-checkout-message": "free",
  "membership-checkout-payment": "free",
  "membership-checkout-change-subscription": "free",
  "membership-pricing": "visitor",
  "creator-profile": "creator",
  "member-account": "member",
  "member-profile": "member",
  "member-perks": "member",
  "member-badges": "member",
  "member-billing": "member",
  "member-watch-history": "member",
  "member-change-subscription": "member",
  "member-exit-survey": "cancelled",
  "membership-video-catalog": "visitor",
  "membership-video-catalog-featured": "visitor",
  "membership-video-catalog-all": "visitor",
  "membership-video-series": "visitor",
  "membership-direct-messages": "member",
  "membership-posts": "visitor",
  "membership-post": "visitor",
  "membership-video": "visitor",
  "membership-video-embed": "visitor",
  "membership-audio": "visitor",
  "membership-post-unlock": "free",
  "membership-complete-account": "visitor",
  "auth-verify": "session",
  "auth-login": "visitor",
  "auth-forgot-password": "visitor",
  // With the link the shop emailed (read from the demo's outbox).
  "auth-reset-password": "visitor",
  "auth-signup": "visitor",
  "auth-logout": "session",
};

/** Pages that render, do their work, then go on by themselves: where to. */
const MOVES_ON: Partial<Record<PathRouteName, PathRouteName>> = {
  // The step the checkout is at: it has its information and shipping.
  checkout: "checkout-payment",
  "checkout-recover": "checkout-payment",
  "auth-verify": "membership-posts",
  "auth-logout": "auth-login",
};

test.beforeEach(async ({ page }) => {
  await recordRenderedRoutes(page);
});

/**
 * Opens a route's address and checks what the route record says happens there: its page in its layout
 * (then the page it moves on to, if it does), or, for a parent's bare address, the child it
 * redirects to or the not-found page.
 */
async function openRoute(page: Page, entry: PathRoute, addresses: Record<PathRouteName, string>) {
  const address = addresses[entry.name];
  const movesOn = MOVES_ON[entry.name];
  // The checks wait for the page themselves; images need not finish loading first.
  await page.goto(address, { waitUntil: "commit" });
  if (entry.bare?.type === "redirect") {
    await expectRenderedRoute(page, entry.bare.to, entryOf(entry.bare.to).layout);
    await expect(page).toHaveURL(addresses[entry.bare.to]);
  } else if (entry.bare?.type === "notFound") {
    await expectRenderedRoute(page, "not-found", "none");
    await expect(page).toHaveURL(address);
  } else if (movesOn !== undefined) {
    await expectRenderedRoute(page, movesOn, entryOf(movesOn).layout);
    await expect(page).toHaveURL(addresses[movesOn]);
    await expectRouteWasRendered(page, entry.name, entry.layout);
  } else {
    // The page is marked only once every guard let it through: the address it kept is its own.
    await expectRenderedRoute(page, entry.name, entry.layout);
    await expect(page).toHaveURL(address);
  }
}

test("the cases below open every route of the record, and only those", () => {
  expect(Object.keys(OPENED_BY).sort()).toEqual(ENTRIES.map((entry) => entry.name).sort());
});

interface Walk {
  opener: Opener;
  title: string;
  entries: PathRoute[];
}

/** The walks: each opener's routes, the visitor's split by area so no walk is long. */
const WALKS = (["visitor", "member", "free", "creator", "cancelled", "session"] as const).flatMap(
  (opener): Walk[] => {
    const entries = ENTRIES.filter((entry) => OPENED_BY[entry.name] === opener);
    if (opener !== "visitor") return [{ opener, title: opener, entries }];
    const isMembership = (entry: PathRoute) => entry.path.startsWith(routePath("membership"));
    return [
      { opener, title: "visitor, shop", entries: entries.filter((entry) => !isMembership(entry)) },
      { opener, title: "visitor, membership", entries: entries.filter(isMembership) },
    ];
  },
);

test.describe("every route of the record", () => {
  // A walk opens up to twenty-odd pages, each a full load of the app.
  test.describe.configure({ timeout: 90_000 });
  let records: DemoRecords;

  test.beforeAll(async () => {
    const api = await shopApi();
    records = await demoRecords(api);
    await api.dispose();
  });

  for (const { opener, title, entries } of WALKS) {
    test(`as ${title}: each route renders its page in the record's layout`, async ({
      context,
      page,
    }) => {
      const api = await shopApi();
      const addresses = routeAddresses(records);
      if (opener === "session") {
        // The sign-in link logs the new member in, the logout page ends the session.
        const token = await signUp(api);
        addresses["auth-verify"] = `${addresses["auth-verify"]}?token=${token}`;
      } else if (opener !== "visitor") {
        await logIn(context, await tokenOf(api, opener));
      }
      await api.dispose();
      for (const entry of entries) {
        await test.step(`${entry.name}: ${addresses[entry.name]}`, () =>
          openRoute(page, entry, addresses));
      }
    });
  }
});

test("a trailing slash is removed keeping the query; the root keeps its slash", async ({
  page,
}) => {
  await test.step("/products/city-at-night-riso-poster/?ref=e2e", async () => {
    await page.goto("/products/city-at-night-riso-poster/?ref=e2e");
    await expect(page).toHaveURL("/products/city-at-night-riso-poster?ref=e2e");
    await expectRenderedRoute(page, "product", entryOf("product").layout);
  });
  await test.step("/membership/posts/", async () => {
    await page.goto("/membership/posts/");
    await expect(page).toHaveURL("/membership/posts");
    await expectRenderedRoute(page, "membership-posts", entryOf("membership-posts").layout);
  });
  await test.step("/?ref=e2e", async () => {
    await page.goto("/?ref=e2e");
    await expect(page).toHaveURL("/?ref=e2e");
    await expectRenderedRoute(page, "home", entryOf("home").layout);
  });
});

test("an address no route has renders the not-found page, without layout", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveURL("/no-such-page");
  await expectRenderedRoute(page, "not-found", "none");
});
