import { expect, type Page, test } from "@playwright/test";
import { IMAGE_WIDTHS } from "@vitrine/contract";
import { logIn, shopApi, shopperRecords, tokenOf } from "./demo-shop";
import { shopUrl } from "./shop-url";

test("every image of the demo's home page comes through the resizing service, as webp", async ({
  page,
}) => {
  await page.goto(shopUrl("demo"));
  // The product grids and the social feed arrive after their data.
  await expect(page.locator(".vt-social-item img").first()).toBeVisible();
  await expect(page.locator(".vt-card__media img").first()).toBeVisible();
  const sources = await page
    .locator("img")
    .evaluateAll((images) =>
      images.map(
        (image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
      ),
    );
  expect(sources.length).toBeGreaterThan(10);
  const direct = sources.filter((source) => new URL(source).pathname !== "/images/resize");
  expect(direct).toEqual([]);
  for (const source of sources) {
    expect(new URL(source).searchParams.get("format"), source).toBe("webp");
  }
});

test("a resized image is served, and loads in the page", async ({ page }) => {
  const resized = page.waitForResponse((response) => response.url().includes("/images/resize?"));
  await page.goto(shopUrl("demo"));
  const response = await resized;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
});

/** What every picture of a page must say of itself: its size, and a srcset the service can make. */
async function expectResponsiveImages(page: Page): Promise<void> {
  const images = await page.locator("img").evaluateAll((elements) =>
    elements.map((element) => ({
      src: element.getAttribute("src"),
      width: element.getAttribute("width"),
      height: element.getAttribute("height"),
      srcset: element.getAttribute("srcset"),
    })),
  );
  for (const image of images) {
    // No layout shift: the browser knows every picture's box before it loads.
    expect(image.width, `width of ${image.src}`).toMatch(/^\d+$/);
    expect(image.height, `height of ${image.src}`).toMatch(/^\d+$/);
    if (image.srcset === null) continue;
    const widths = image.srcset.split(",").map((entry) => {
      const descriptor = entry.trim().split(/\s+/)[1] ?? "";
      expect(descriptor, image.srcset ?? "").toMatch(/^\d+w$/);
      return Number.parseInt(descriptor, 10);
    });
    expect(new Set(widths).size, image.srcset).toBe(widths.length);
    for (const width of widths) expect(IMAGE_WIDTHS, image.srcset).toContain(width);
  }
}

test("the product page's main picture is fetched first, the cards below the fold lazily, and every picture has its size and a srcset of the service's widths", async ({
  page,
}) => {
  await page.goto(shopUrl("demo", "/products/night-owl-hoodie"));
  const main = page.locator(".vt-gallery__main img");
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(main).not.toHaveAttribute("loading", "lazy");
  await expect(main).toHaveAttribute("srcset", /\d+w/);

  const cards = page.locator(".vt-card__media img");
  await expect(cards.first()).toBeAttached();
  const viewportHeight = page.viewportSize()?.height ?? 0;
  const cardTops = await cards.evaluateAll((images) =>
    images.map((image) => ({
      top: image.getBoundingClientRect().top,
      loading: image.getAttribute("loading"),
      fetchpriority: image.getAttribute("fetchpriority"),
    })),
  );
  const belowTheFold = cardTops.filter((card) => card.top > viewportHeight);
  expect(belowTheFold.length).toBeGreaterThan(0);
  for (const card of belowTheFold) expect(card.loading).toBe("lazy");
  for (const card of cardTops) expect(card.fetchpriority).toBeNull();

  await expectResponsiveImages(page);
});

test("every picture of the home page has its size and a srcset of the service's widths", async ({
  page,
}) => {
  await page.goto(shopUrl("demo"));
  await expect(page.locator(".vt-social-item img").first()).toBeVisible();
  await expect(page.locator(".vt-card__media img").first()).toBeVisible();
  await expectResponsiveImages(page);
});

test("a theme script's product page fetches its first picture first and the rest lazily", async ({
  page,
}) => {
  await page.goto(shopUrl("minimal", "/products/night-owl-hoodie"));
  const pictures = page.locator(".vm-product__images img");
  await expect(pictures.first()).toBeVisible();
  await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
  await expect(pictures.first()).not.toHaveAttribute("loading", "lazy");
  for (const picture of (await pictures.all()).slice(1)) {
    await expect(picture).toHaveAttribute("loading", "lazy");
  }
  await expectResponsiveImages(page);
});

test("collections, the mini cart, the cart, a gift and a member's content pages: every picture has its size and a srcset of the service's widths", async ({
  page,
  context,
}) => {
  await page.goto(shopUrl("demo", "/collections"));
  await expect(page.locator(".vt-card__media img").first()).toBeVisible();
  await expectResponsiveImages(page);

  await page.goto(shopUrl("demo", "/products/night-owl-hoodie"));
  await page.getByRole("button", { name: "Add to cart" }).click();
  const miniCart = page.getByRole("dialog", { name: "Added to your cart" });
  await expect(miniCart.locator("img")).toBeVisible();
  await expectResponsiveImages(page);
  await miniCart.getByRole("link", { name: "View cart" }).click();
  await expect(page.locator(".vt-cart-line__media img").first()).toBeVisible();
  await expectResponsiveImages(page);

  const api = await shopApi();
  const { giftId } = await shopperRecords(api);
  await page.goto(shopUrl("demo", `/gifts/${giftId}`));
  await expect(page.locator(".vt-gift__media img")).toHaveAttribute("fetchpriority", "high");
  await expectResponsiveImages(page);

  await logIn(context, await tokenOf(api, "member"));
  for (const path of [
    "/membership/video-catalog/all",
    "/membership/posts/video-sketchbook-tools",
    "/membership/audios/studio-notes-1",
  ]) {
    await page.goto(shopUrl("demo", path));
    await expect(page.locator("main img").first(), path).toBeVisible();
    await expectResponsiveImages(page);
  }
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

  test("a product card's hover picture, which it never shows, is not fetched", async ({ page }) => {
    /** The media a resized picture's address is of: every width of one picture shares it. */
    const mediaOf = (address: string) => new URL(address).searchParams.get("url");
    const fetched = new Set<string | null>();
    page.on("request", (request) => {
      if (request.url().includes("/images/resize?")) fetched.add(mediaOf(request.url()));
    });
    await page.goto(shopUrl("demo", "/products"), { waitUntil: "networkidle" });
    const hoverPictures = await page
      .locator(".vt-card__media img + img")
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(hoverPictures.length).toBeGreaterThan(0);
    expect(hoverPictures.filter((address) => fetched.has(mediaOf(address)))).toEqual([]);
    expect(fetched.size).toBeGreaterThan(0);
  });
});
