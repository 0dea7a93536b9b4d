import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import {
  AUTH_TOKEN_COOKIE,
  CART_TOKEN_COOKIE,
  PUBLIC_CACHE_CONTROL,
  SHOP_API_PREFIXES,
} from "@vitrine/contract";
import { cartWith, shopApi, signUp } from "./demo-shop";
import { shopUrl } from "./shop-url";

/** The shop API's data prefixes: pictures, media and theme files are not the page's data. */
const DATA_PREFIXES = SHOP_API_PREFIXES.filter(
  (prefix) => !["/images", "/media", "/themes"].includes(prefix),
);

/** What a page reads of the shop API while it loads and hydrates (analytics beacons are writes). */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    if (
      request.method() === "GET" &&
      DATA_PREFIXES.some((prefix) => pathname.startsWith(`${prefix}/`))
    ) {
      calls.push(`${request.method()} ${pathname}${search}`);
    }
  });
  return calls;
}

/** Everything React (or anything else) writes to the console as an error or a warning. */
function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test.describe("the server's HTML holds what the page is for, before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  test("a product: its name, price, main image, variant picker and add-to-cart button", async ({
    page,
  }) => {
    const response = await page.goto(shopUrl("demo", "/products/night-owl-hoodie"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Night Owl Hoodie" })).toBeVisible();
    await expect(page.locator(".vt-product").getByText("$64.00").first()).toBeVisible();
    await expect(page.locator(".vt-product img").first()).toHaveAttribute("alt", /Night Owl/);
    await expect(page.getByRole("group", { name: "Size" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Colour" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
  });

  test("a listing's cards, a collection's, the home page's and the posts list's", async ({
    page,
  }) => {
    await page.goto(shopUrl("demo", "/products"));
    await expect(page.getByRole("link", { name: /Night Owl Hoodie/ }).first()).toBeVisible();
    await page.goto(shopUrl("demo", "/collections"));
    await expect(page.locator(".vt-card").first()).toBeVisible();
    await page.goto(shopUrl("demo", "/"));
    await expect(page.locator("main .vt-card").first()).toBeVisible();
    await page.goto(shopUrl("demo", "/membership/posts"));
    await expect(page.getByRole("link", { name: /Welcome to the club/i }).first()).toBeVisible();
  });

  test("a public post's text", async ({ page }) => {
    await page.goto(shopUrl("demo", "/membership/posts/welcome-to-the-club"));
    await expect(
      page.getByRole("heading", { level: 1, name: /Welcome to the club/i }),
    ).toBeVisible();
    await expect(page.locator("main p").first()).not.toBeEmpty();
  });

  test("the membership pricing and the login page", async ({ page }) => {
    await page.goto(shopUrl("demo", "/membership/pricing"));
    await expect(page.locator("main h1")).toBeVisible();
    await page.goto(shopUrl("demo", "/membership/auth/login"));
    await expect(page.getByRole("button", { name: /Log in/i })).toBeVisible();
  });

  test("a theme script's pages, rendered in its isolate: minimal's home and product", async ({
    page,
  }) => {
    await page.goto(shopUrl("minimal", "/"));
    await expect(page.locator('[data-theme="minimal"] h1')).toBeVisible();
    await expect(page.locator('[data-theme="minimal"] .vt-card').first()).toBeVisible();
    await page.goto(shopUrl("minimal", "/products/night-owl-hoodie"));
    await expect(page.getByRole("heading", { level: 1, name: "Night Owl Hoodie" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Add to (cart|bag)/i })).toBeVisible();
  });

  test("the not-found page of an unknown address and of a missing product, with 404", async ({
    page,
  }) => {
    const unknown = await page.goto(shopUrl("demo", "/no/such/page"));
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText("Page Not Found: /no/such/page")).toBeVisible();
    const missing = await page.goto(shopUrl("demo", "/products/no-such-product"));
    expect(missing?.status()).toBe(404);
    await expect(page.getByText("Page Not Found: /products/no-such-product")).toBeVisible();
  });
});

test("a missing product's address written with escapes is the not-found page too, hydrated", async ({
  page,
}) => {
  const problems = recordConsoleProblems(page);
  // The router holds the address decoded, the server and the browser encoded; an id the API
  // refuses as malformed (too long) names nothing either.
  for (const [address, shown] of [
    ["/products/caf%C3%A9%20au%20lait", "Page Not Found: /products/café au lait"],
    [`/products/${"%F0%9F%98%80".repeat(200)}`, `Page Not Found: /products/${"😀".repeat(200)}`],
  ] as const) {
    const response = await page.goto(shopUrl("demo", address), { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain(shown);
    await expect(page.locator("html")).toHaveAttribute("data-route", /.+/);
    await expect(page.getByText(shown)).toBeVisible();
  }
  // The browser reports each page's own 404 as a failed load; anything else is a problem.
  expect(problems.filter((problem) => !problem.startsWith("Failed to load resource"))).toEqual([]);
});

test("hydration asks the API for no page data again and warns of nothing", async ({ page }) => {
  const calls = recordApiCalls(page);
  const problems = recordConsoleProblems(page);
  for (const path of [
    "/",
    "/collections",
    "/collections/apparel",
    "/products",
    "/products/night-owl-hoodie",
    "/membership/posts",
    "/membership/posts/welcome-to-the-club",
    "/membership/pricing",
  ]) {
    calls.length = 0;
    await page.goto(shopUrl("demo", path), { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-route", /.+/);
    expect(calls, `${path} asked the API again`).toEqual([]);
  }
  for (const path of ["/", "/products/night-owl-hoodie", "/products"]) {
    calls.length = 0;
    await page.goto(shopUrl("minimal", path), { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-route", /.+/);
    expect(calls, `minimal ${path} asked the API again`).toEqual([]);
  }
  expect(problems).toEqual([]);
  // Hydrated: the picker answers, and a later page loads its own data.
  await page.goto(shopUrl("demo", "/products/night-owl-hoodie"), { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "All products" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("data-route", "products");
  await expect.poll(() => calls.some((call) => call.startsWith("GET /pod/products?"))).toBe(true);
});

test("a page's prices and dates are written without building a number or date format, on hydration and after a variant change", async ({
  page,
}) => {
  // A browser's first number or date format costs tens of milliseconds of the main thread; the
  // page carries its shop's money and date formats instead.
  await page.addInitScript(() => {
    const built: Record<string, number> = { NumberFormat: 0, DateTimeFormat: 0 };
    Object.assign(window, { intlFormatsBuilt: built });
    for (const name of ["NumberFormat", "DateTimeFormat"] as const) {
      const Format = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Format, {
        construct(target, args: unknown[]) {
          built[name] = (built[name] ?? 0) + 1;
          return new target(...args);
        },
        apply(target, _self, args: unknown[]) {
          built[name] = (built[name] ?? 0) + 1;
          return new target(...args);
        },
      });
    }
  });
  const builtCounts = () =>
    page.evaluate(
      () => (window as unknown as { intlFormatsBuilt: Record<string, number> }).intlFormatsBuilt,
    );
  const none = { NumberFormat: 0, DateTimeFormat: 0 };
  const price = /\$\d+\.\d\d/;
  const day = /[A-Z][a-z]{2} \d{1,2}, \d{4}/;
  for (const [shop, path, shown] of [
    ["demo", "/collections/apparel", price],
    ["minimal", "/products", price],
    ["demo", "/membership/posts", day],
    ["demo", "/products/night-owl-hoodie", price],
  ] as const) {
    await page.goto(shopUrl(shop, path), { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-route", /.+/);
    await expect(page.getByText(shown).first()).toBeVisible();
    expect(await builtCounts(), `${shop} ${path}`).toEqual(none);
  }
  await page.getByRole("radio", { name: "XL", exact: true }).check();
  await expect(page).toHaveURL(/Size=XL/);
  await expect(page.getByText(price).first()).toBeVisible();
  expect(await builtCounts()).toEqual(none);
});

test("a rendered page paints and loads its pictures before its script is fetched, then hydrates; a page the browser renders fetches it at once", async ({
  page,
}) => {
  /**
   * When the page's first contentful paint, its window's load and the app's entry fetch happened,
   * in page time. The entry is the module script the page's loader adds (`entryLoader`): chunks
   * are named by their hash.
   */
  const timings = () =>
    page.evaluate(() => {
      const entry = document.head.querySelector<HTMLScriptElement>(
        'script[type="module"][src]',
      )?.src;
      return {
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        // The start of the load event: the script is fetched from a load listener, so it may start
        // a fraction of a millisecond before the event's last listener ends (loadEventEnd).
        load:
          (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
            ?.loadEventStart ?? null,
        script:
          entry === undefined
            ? null
            : (performance.getEntriesByType("resource").find((resource) => resource.name === entry)
                ?.startTime ?? null),
      };
    });
  await page.goto(shopUrl("demo", "/products/night-owl-hoodie"), { waitUntil: "networkidle" });
  const rendered = await timings();
  expect(rendered.paint).not.toBeNull();
  expect(rendered.script).toBeGreaterThanOrEqual(rendered.paint ?? Number.POSITIVE_INFINITY);
  expect(rendered.script).toBeGreaterThanOrEqual(rendered.load ?? Number.POSITIVE_INFINITY);
  await expect(page.locator("html")).toHaveAttribute("data-route", "product");

  // A visitor who taps the page before then does not wait for the pictures.
  const slowPictures = new Promise<void>((resolve) => setTimeout(resolve, 3000));
  await page.route("**/images/**", async (route) => {
    await slowPictures;
    await route.continue();
  });
  await page.goto(shopUrl("demo", "/products/night-owl-hoodie"), { waitUntil: "commit" });
  await page.locator("h1").first().waitFor();
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.locator("html")).toHaveAttribute("data-route", "product", { timeout: 2500 });
  await page.unroute("**/images/**");

  // An unknown shop's error screen is the browser's to render: nothing to paint before the script.
  await page.goto(shopUrl("no-such-shop"), { waitUntil: "networkidle" });
  const blank = await timings();
  expect(blank.script).not.toBeNull();
  expect(blank.paint === null || (blank.script ?? 0) <= blank.paint).toBe(true);
});

test("a visitor who scrolled before the page hydrated stays where they scrolled; the next page starts at the top, and going back returns there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 640 });
  await page.goto(shopUrl("demo", "/products"), { waitUntil: "commit" });
  await page.locator("footer").first().waitFor({ state: "attached" });
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect(page.locator("html")).toHaveAttribute("data-route", "products");
  // The router's first render and its effects are done a frame after the page's route is set.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(500);

  await page.mouse.wheel(0, -100);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  // Followed where it is: Playwright's own click would scroll it into view first.
  await page
    .getByRole("link", { name: "Night Owl Hoodie" })
    .first()
    .evaluate((link) => {
      (link as HTMLAnchorElement).click();
    });
  await expect(page.locator("html")).toHaveAttribute("data-route", "product");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.locator("html")).toHaveAttribute("data-route", "products");
  // Where it was, give or take what the page's pictures settle above it.
  await expect
    .poll(() => page.evaluate(() => Math.abs(window.scrollY - 400)))
    .toBeLessThanOrEqual(10);
});

/**
 * The demo shop's pages as a client without a browser asks for them: Node does not resolve
 * `*.localhost`, so the server's own address with the shop's `Host`.
 */
function demoPages(): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: `http://127.0.0.1:${process.env.VITRINE_E2E_PORT}`,
    extraHTTPHeaders: { Host: `demo.localhost:${process.env.VITRINE_E2E_PORT}` },
  });
}

test("the server answers a guard and a bare parent with HTTP redirects", async () => {
  const pages = await demoPages();
  const guarded = await pages.get("/membership/users/members/profile", { maxRedirects: 0 });
  expect(guarded.status()).toBe(302);
  expect(guarded.headers().location).toMatch(/^\/membership\/auth\/login/);
  const bare = await pages.get("/membership", { maxRedirects: 0 });
  expect(bare.status()).toBe(302);
  expect(bare.headers().location).toBe("/membership/posts");
  await pages.dispose();
});

test("a shared page is one HTML for every visitor: two cart holders and a member get the anonymous page, byte for byte", async () => {
  const api = await shopApi();
  const carts = [
    await cartWith(api, {
      productId: "city-at-night-poster",
      variantId: "city-at-night-poster-v1",
      quantity: 1,
    }),
    await cartWith(api, {
      productId: "city-at-night-poster",
      variantId: "city-at-night-poster-v1",
      quantity: 3,
    }),
  ];
  const member = await signUp(api);
  await api.dispose();
  const pages = await demoPages();
  for (const path of ["/", "/products/night-owl-hoodie", "/collections/apparel"]) {
    const anonymous = await pages.get(path);
    expect(anonymous.headers()["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(anonymous.headers().vary ?? "").not.toContain("Cookie");
    const html = await anonymous.text();
    for (const Cookie of [
      `${CART_TOKEN_COOKIE}=${carts[0]}`,
      `${CART_TOKEN_COOKIE}=${carts[1]}`,
      `${AUTH_TOKEN_COOKIE}=${member}; ${CART_TOKEN_COOKIE}=${carts[0]}`,
    ]) {
      const visitor = await pages.get(path, { headers: { Cookie } });
      expect(visitor.headers()["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
      expect(await visitor.text(), `${path} with ${Cookie.slice(0, 30)}`).toBe(html);
    }
  }
  // The cart itself is the visitor's page.
  const cart = await pages.get("/cart", {
    headers: { Cookie: `${CART_TOKEN_COOKIE}=${carts[0]}` },
  });
  expect(cart.headers()["cache-control"]).toBe("private, no-store");
  await pages.dispose();
});

test("on a shared page the browser adds the visitor's cart once it has hydrated, without a hydration error", async ({
  context,
  page,
}) => {
  const api = await shopApi();
  const token = await cartWith(api, {
    productId: "city-at-night-poster",
    variantId: "city-at-night-poster-v1",
    quantity: 2,
  });
  await api.dispose();
  await context.addCookies([{ name: CART_TOKEN_COOKIE, value: token, url: shopUrl("demo") }]);
  const problems = recordConsoleProblems(page);
  await page.goto(shopUrl("demo", "/"));
  await expect(page.locator(".vt-cart-count")).toHaveText("2");
  await page.goto(shopUrl("demo", "/products/night-owl-hoodie"));
  await expect(page.locator(".vt-cart-count")).toHaveText("2");
  expect(problems).toEqual([]);
});
