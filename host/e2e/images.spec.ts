import { expect, test } from "@playwright/test";
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
