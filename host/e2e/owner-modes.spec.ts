import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { shopUrl } from "./shop-url";

test("?customizing outside a frame sends the browser to the shop's own origin", async ({
  page,
}) => {
  await page.goto(shopUrl("demo", "/products?customizing"));
  await expect(page).toHaveURL(shopUrl("demo", "/"));
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
});

test("?previewing keeps the visitor on the page they opened", async ({ page }) => {
  await page.goto(shopUrl("demo", "/products?previewing"));
  await expect(page).toHaveURL(shopUrl("demo", "/products?previewing"));
  await expect(page.locator(".vt-root")).toBeVisible();
});

test("a site other than the customizer cannot frame the storefront, customizing or not", async ({
  page,
}) => {
  // Another site on this machine (Chromium keeps public pages from framing local ones anyway).
  const framed = shopUrl("demo", "/?customizing");
  const attacker = createServer((_, response) => {
    response.writeHead(200, { "Content-Type": "text/html" });
    response.end(
      `<!doctype html><title>Not the customizer</title><iframe title="storefront" src="${framed}"></iframe>`,
    );
  });
  await new Promise<void>((listening) => attacker.listen(0, "127.0.0.1", listening));
  const { port } = attacker.address() as AddressInfo;
  const console: string[] = [];
  page.on("console", (message) => console.push(message.text()));
  try {
    await page.goto(`http://attacker.localhost:${port}/`);
    // The browser refuses to show the storefront in this frame and names the shop's policy.
    const refusal = () =>
      console.find((line) => line.startsWith(`Framing '${shopUrl("demo", "/")}'`));
    await expect
      .poll(refusal)
      .toContain("violates the following Content Security Policy directive");
    // The shop's own origin is its only customizer: no host shared by every shop is named.
    expect(refusal()).toContain(
      `frame-ancestors 'self' http://demo.localhost:${process.env.VITRINE_E2E_PORT}"`,
    );
    await expect(page.frameLocator('iframe[title="storefront"]').locator(".vt-root")).toHaveCount(
      0,
    );
  } finally {
    attacker.close();
  }
});
