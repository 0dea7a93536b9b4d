import { expect, type FrameLocator, test } from "@playwright/test";
import { endpoints } from "@vitrine/contract";
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

test("the customizer is the creator's alone: a visitor is sent to log in, a member is refused", async ({
  page,
  context,
}) => {
  await page.goto(shopUrl("demo", "/customize"));
  await expect(page).toHaveURL(shopUrl("demo", "/membership/auth/login?returnTo=%2Fcustomize"));

  await logIn(context, await tokenOf(await shopApi(), "member"));
  const response = await page.goto(shopUrl("demo", "/customize"));
  expect(response?.status()).toBe(403);
  await expect(
    page.getByRole("heading", { level: 1, name: "Only the shop's creator can customize it" }),
  ).toBeVisible();
});

test("a creator sent to log in from /customize comes back to the customizer", async ({ page }) => {
  await page.goto(shopUrl("demo", "/customize"));
  await page.getByLabel("Email").fill("creator@demo.test");
  await page.getByLabel("Password").fill("creator-pass-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(shopUrl("demo", "/customize"));
  await expect(page.getByRole("form", { name: "Theme settings" })).toBeVisible();
});

test("the login form follows no returnTo that leaves the shop", async ({ page }) => {
  await page.goto("/membership/auth/login?returnTo=%2F%2Fexample.com%2F");
  await page.getByLabel("Email").fill("creator@demo.test");
  await page.getByLabel("Password").fill("creator-pass-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/membership/users/creators/profile");
});

test("the owner previews another theme in the frame, keeps it while clicking around, and goes back", async ({
  page,
  context,
}) => {
  const api = await shopApi("shop_minimal");
  const login = await api.post(endpoints.auth.loginCreator.path, {
    data: { email: "creator@minimal.test", password: "creator-pass-1" },
  });
  expect(login.ok()).toBe(true);
  await logIn(
    context,
    ((await login.json()) as { data: { accessToken: string } }).data.accessToken,
    "minimal",
  );
  await page.goto(shopUrl("minimal", "/customize"));
  const frame = page.frameLocator('iframe[title="Storefront preview"]');
  await expect(frame.locator('[data-theme="minimal"]')).toBeVisible();

  const themes = page.getByRole("region", { name: "Theme" });
  await themes.getByLabel("Preview a theme").selectOption("default");
  await themes.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("note")).toContainText(
    "Previewing the default theme — not live. Publish to make it live with these settings.",
  );
  await expect(page.locator('iframe[title="Storefront preview"]')).toHaveAttribute(
    "src",
    "/?customizing&theme=default",
  );
  await expect(frame.locator("#app")).not.toBeEmpty();
  await expect(frame.locator('[data-theme="minimal"]')).toHaveCount(0);

  // A link inside the frame: no document load, and its address keeps the theme for a reload.
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() !== page.mainFrame()) {
      documents.push(request.url());
    }
  });
  const link = frame.locator('a[href*="theme=default"]').first();
  const href = (await link.getAttribute("href")) ?? "";
  await link.click();
  await expect
    .poll(() =>
      frame.locator("html").evaluate(() => window.location.pathname + window.location.search),
    )
    .toBe(href);
  expect(documents).toEqual([]);
  await expect(frame.locator('[data-theme="minimal"]')).toHaveCount(0);

  await page.getByRole("button", { name: "Back to the live theme" }).click();
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(frame.locator('[data-theme="minimal"]')).toBeVisible();
});
