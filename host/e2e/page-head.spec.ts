import { expect, test } from "@playwright/test";
import { shopUrl } from "./shop-url";

test("a product page's head: title, canonical, Open Graph and JSON-LD Product", async ({
  page,
}) => {
  const response = await page.goto(shopUrl("demo", "/products/night-owl-hoodie?Size=M"));
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? "";
  expect(html).toContain("<title>Night Owl Hoodie · Maya Makes</title>");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    shopUrl("demo", "/products/night-owl-hoodie"),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(jsonLd).toMatchObject({
    "@type": "Product",
    name: "Night Owl Hoodie",
    offers: { priceCurrency: "USD", lowPrice: "64.00" },
  });
});

test("a member's own pages are noindex; the shop and the public membership pages are not", async ({
  page,
}) => {
  const login = await page.goto(shopUrl("demo", "/membership/auth/login"));
  expect(await login?.text()).toContain('<meta name="robots" content="noindex">');
  for (const path of ["/products", "/membership/pricing", "/membership/posts"]) {
    const response = await page.goto(shopUrl("demo", path));
    expect(await response?.text()).not.toContain('name="robots"');
  }
});

test("a renamed product's old address redirects to its new one", async ({ page }) => {
  await page.goto(shopUrl("demo", "/products/midnight-hoodie"));
  await expect(page).toHaveURL(shopUrl("demo", "/products/night-owl-hoodie"));
});

test("pages and scripts arrive compressed, hashed scripts immutable", async ({ page }) => {
  const scripts: Array<{ encoding?: string; cache?: string }> = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/") && response.url().endsWith(".js")) {
      const headers = response.headers();
      scripts.push({ encoding: headers["content-encoding"], cache: headers["cache-control"] });
    }
  });
  const response = await page.goto(shopUrl("demo"));
  expect(response?.headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
  await expect(page.locator("#app")).not.toBeEmpty();
  // The app's scripts leave after the page's first paint: hydrated, it has them all.
  await expect(page.locator("html")).toHaveAttribute("data-route", "home");
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.cache).toBe("public, max-age=31536000, immutable");
  }
});
