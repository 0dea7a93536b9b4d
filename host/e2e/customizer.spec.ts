import { expect, type FrameLocator, test } from "@playwright/test";
import { logIn, shopApi, tokenOf } from "./demo-shop";
import { shopUrl } from "./shop-url";

/** A CSS variable of the framed storefront's root element, as the customizer last set it. */
function rootVariable(frame: FrameLocator, name: string): Promise<string> {
  return frame
    .locator("html")
    .evaluate((root, variable) => getComputedStyle(root).getPropertyValue(variable), name);
}

test("the customizer's changes keep applying after the owner clicks through the framed shop", async ({
  page,
  context,
}) => {
  // The page opens with the shop's saved settings, which only its creator may read.
  await logIn(context, await tokenOf(await shopApi(), "creator"));
  await page.goto(shopUrl("demo", "/customize"));
  const frame = page.frameLocator('iframe[title="Storefront preview"]');
  const panel = page.getByRole("form", { name: "Theme settings" });
  await expect(frame.locator(".vt-root")).toBeVisible();

  await panel.getByLabel("Heading font").selectOption("Lora");
  await expect.poll(() => rootVariable(frame, "--vt-heading-font-family")).toContain("Lora");

  // An in-shop link inside the frame: the app stays (no document load) and keeps the flag.
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() !== page.mainFrame()) {
      documents.push(request.url());
    }
  });
  await frame.getByRole("link", { name: "Night Owl Hoodie" }).first().click();
  await expect(frame.getByRole("heading", { level: 1, name: "Night Owl Hoodie" })).toBeVisible();
  const framedUrl = await frame.locator("html").evaluate(() => window.location.href);
  expect(new URL(framedUrl).searchParams.has("customizing")).toBe(true);
  expect(documents).toEqual([]);

  // The setting chosen before the click still holds, and a new one applies on the new page.
  expect(await rootVariable(frame, "--vt-heading-font-family")).toContain("Lora");
  await panel.getByLabel("Body font").selectOption("Playfair Display");
  await expect
    .poll(() => rootVariable(frame, "--vt-body-font-family"))
    .toContain("Playfair Display");
});
