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
