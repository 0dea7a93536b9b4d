import { expect, test } from "@playwright/test";
import { shopUrl } from "./shop-url";

test("no shop host serves mail: the old outbox address is a 404 even after a reset was asked", async ({
  page,
}) => {
  await page.goto(shopUrl("demo", "/"));
  const answers = await page.evaluate(async () => {
    await fetch("/api/auth/forgot-password", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "creator@demo.test" }),
    });
    const outbox = await fetch("/api/dev/outbox");
    return { status: outbox.status, body: await outbox.text() };
  });
  expect(answers.status).toBe(404);
  expect(answers.body).not.toContain("reset-password");
});

test("pages carry the security headers and run with no Content-Security-Policy violation", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/products", "/collections", "/membership", "/cart"]) {
    const response = await page.goto(shopUrl("demo", path));
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toMatch(/^script-src 'self' /);
    expect(headers["content-security-policy"]).toContain(
      `frame-ancestors 'self' ${shopUrl("demo", "/").replace(/\/$/, "")}`,
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    await expect(page.locator("main")).toBeVisible();
  }
  await page.goto(shopUrl("minimal", "/"));
  await expect(page.locator("main")).toBeVisible();
  expect(violations).toEqual([]);
});

test("markup that slips into a page cannot run script: the CSP blocks inline handlers", async ({
  page,
}) => {
  await page.goto(shopUrl("demo", "/"));
  await expect(page.locator("main")).toBeVisible();
  await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.innerHTML = `<img id="csp-probe" src="x" onerror="window.__pwned = 'inline'">`;
    document.body.append(probe);
  });
  // Once the image has failed to load, a handler the policy let through would have run.
  await expect
    .poll(() => page.locator("#csp-probe").evaluate((image: HTMLImageElement) => image.complete))
    .toBe(true);
  expect(await page.evaluate(() => Reflect.get(window, "__pwned"))).toBeUndefined();
});
