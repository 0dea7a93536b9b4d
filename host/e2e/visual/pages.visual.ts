import { type APIRequestContext, test as base, expect } from "@playwright/test";
import { ANALYTICS_CONSENT_COOKIE, CART_TOKEN_COOKIE } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import {
  type CartLine,
  cartWith,
  checkoutUpToPayment,
  logIn,
  shopApi,
  signUp,
  tokenOf,
} from "../demo-shop";
import { shopUrl } from "../shop-url";
import { staleReferences } from "./references";
import { freezeDayDependentText, holdToasts, settle, unloadedFonts } from "./steady-page";

/** The two demo shops, one per theme, with what their pages are shown with. */
const SHOPS = {
  /** The default theme. */
  demo: {
    shopId: "shop_demo",
    line: { productId: "mountain-dawn-print", variantId: "mountain-dawn-print-v1", quantity: 1 },
    /** member@demo.test: a paid subscription, two years of payments. */
    member: (api: APIRequestContext) => tokenOf(api, "member"),
  },
  /** The example theme script (`themes/minimal`), which replaces the home and product pages. */
  minimal: {
    shopId: "shop_minimal",
    line: {
      productId: "minimal-mountain-dawn-print",
      variantId: "minimal-mountain-dawn-print-v1",
      quantity: 1,
    },
    /** The shop has no member of its own: a newcomer, without a subscription. */
    member: signUp,
  },
} satisfies Record<
  string,
  { shopId: string; line: CartLine; member: (api: APIRequestContext) => Promise<string> }
>;

type Shop = keyof typeof SHOPS;

/** What a shop's pages are shown with, made through its API once per worker. */
interface ShopRecords {
  /** A cart holding the shop's `line`. */
  cartToken: string;
  /** A checkout of the shop's `line`, its information and shipping given. */
  checkoutId: string;
  memberToken: string;
}

/** A key page: its address and whom it is shown to. */
interface KeyPage {
  name: string;
  path: (records: ShopRecords) => string;
  /** Logged in as the shop's member; a visitor otherwise. */
  member?: boolean;
  /** Shown with the cart of `ShopRecords` (the badge counts it). */
  cart?: boolean;
}

/**
 * The pages a shopper and a member see most, as issue 35 lists them. The demo's post is a text
 * post; the minimal shop has no post, so its members' post list stands for it.
 */
function keyPages(shop: Shop): KeyPage[] {
  const checkoutStep = (step: "information" | "shipping" | "payment"): KeyPage => ({
    name: `checkout-${step}`,
    path: ({ checkoutId }) => routePath(`checkout-${step}`, { checkoutId }),
    cart: true,
  });
  return [
    { name: "home", path: () => routePath("home") },
    { name: "listing", path: () => routePath("products") },
    { name: "product", path: () => routePath("product", { slug: "studio-tee" }) },
    { name: "cart", path: () => routePath("cart"), cart: true },
    checkoutStep("information"),
    checkoutStep("shipping"),
    checkoutStep("payment"),
    { name: "pricing", path: () => routePath("membership-pricing") },
    shop === "demo"
      ? {
          name: "post",
          path: () => routePath("membership-post", { handle: "welcome-to-the-club" }),
          member: true,
        }
      : { name: "posts", path: () => routePath("membership-posts"), member: true },
    { name: "billing", path: () => routePath("member-billing"), member: true },
    { name: "not-found", path: () => "/no-such-page" },
  ];
}

const test = base.extend<object, { shopRecords: (shop: Shop) => Promise<ShopRecords> }>({
  shopRecords: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const made = new Map<Shop, Promise<ShopRecords>>();
      const apis: APIRequestContext[] = [];
      await use((shop) => {
        const known = made.get(shop);
        if (known !== undefined) return known;
        const records = (async () => {
          const { shopId, line, member } = SHOPS[shop];
          const api = await shopApi(shopId);
          apis.push(api);
          const [cartToken, checkoutId, memberToken] = await Promise.all([
            cartWith(api, line),
            checkoutUpToPayment(api, line),
            member(api),
          ]);
          return { cartToken, checkoutId, memberToken };
        })();
        made.set(shop, records);
        return records;
      });
      await Promise.all(apis.map((api) => api.dispose()));
    },
    { scope: "worker" },
  ],
});

const shops = Object.keys(SHOPS) as Shop[];

/** The name of a key page's reference image, without its extension: `demo-checkout-payment`. */
const referenceName = (shop: Shop, keyPage: KeyPage) => `${shop}-${keyPage.name}`;

test("every page's reference image is of a key page", () => {
  const names = shops.flatMap((shop) =>
    keyPages(shop).map((keyPage) => referenceName(shop, keyPage)),
  );
  expect(staleReferences(test.info(), "pages", names)).toEqual([]);
});

for (const shop of shops) {
  for (const keyPage of keyPages(shop)) {
    test(`${shop}: ${keyPage.name}`, async ({ page, context, shopRecords }) => {
      const records = await shopRecords(shop);
      const url = shopUrl(shop);
      // The consent banner greets a first visit (the home page); on the others it was answered.
      if (keyPage.name !== "home") {
        await context.addCookies([{ name: ANALYTICS_CONSENT_COOKIE, value: "denied", url }]);
      }
      if (keyPage.cart) {
        await context.addCookies([{ name: CART_TOKEN_COOKIE, value: records.cartToken, url }]);
      }
      if (keyPage.member) await logIn(context, records.memberToken, shop);
      await holdToasts(page);
      await page.goto(shopUrl(shop, keyPage.path(records)), { waitUntil: "networkidle" });
      // A page that failed (a script missing after a rebuild, an API error) is no reference.
      await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
      await settle(page);
      expect(await unloadedFonts(page), "text drawn before its font loaded").toEqual([]);
      await freezeDayDependentText(page);
      await expect(page).toHaveScreenshot(["pages", `${referenceName(shop, keyPage)}.png`], {
        fullPage: true,
      });
    });
  }
}
