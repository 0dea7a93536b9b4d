/**
 * `pnpm customizer-paint [origin]`: how long a change in the customizer's panel takes to reach the
 * framed storefront's screen, in Debian's Chromium. The demo creator logs in, opens the demo
 * shop's `/customize`, and moves the "Page width" slider 30 times; each time is measured from the
 * input event in the panel to the first frame the storefront presents after its root's CSS
 * variables changed (a `requestAnimationFrame` in the frame, then a task: the frame has painted).
 * Both sides read one clock (`performance.timeOrigin`). Then it moves the home page's first
 * section down and back 20 times ("Move … down/up" in the Home page region), each measured from
 * the click to the first frame presented after the framed home page's sections changed order.
 * Reports median, p95 and max of each.
 *
 * Without `origin` it starts the stack as `pnpm start` does and stops it afterwards; with one
 * (`http://demo.localhost:3000`) it measures that. Environment: CHROMIUM_PATH (/usr/bin/chromium).
 */
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import { chromium, type Page } from "playwright";
import { CHROME_FLAGS, CHROMIUM_PATH, demoStack } from "./demo-stack";
import { percentile } from "./percentile";

const CHANGES = 30;
const MOVES = 20;

/** One slider move, in the panel's page: ms from the input event to the frame's painted frame. */
function changeToPaint(value: number): Promise<number> {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Storefront preview"]');
  const slider = [...document.querySelectorAll<HTMLInputElement>("input[type=range]")].find(
    (input) => input.labels?.[0]?.textContent?.trim().startsWith("Page width"),
  );
  const view = frame?.contentWindow;
  if (!view || !slider) throw new Error("no framed storefront or no Page width slider");
  return new Promise((resolve) => {
    const observer = new (view as Window & typeof globalThis).MutationObserver(() => {
      observer.disconnect();
      view.requestAnimationFrame(() =>
        view.setTimeout(() =>
          resolve(view.performance.timeOrigin + view.performance.now() - start),
        ),
      );
    });
    observer.observe(view.document.documentElement, {
      attributes: true,
      attributeFilter: ["style"],
    });
    const start = performance.timeOrigin + performance.now();
    // React listens for `input`; the native setter is what a drag changes.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(
      slider,
      String(value),
    );
    slider.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/**
 * One section move, in the panel's page: ms from clicking the first section's "Move … down" (or
 * the second's "Move … up", to put it back) to the frame's painted frame with the new order.
 */
function moveToPaint(down: boolean): Promise<number> {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Storefront preview"]');
  const view = frame?.contentWindow;
  const moves = [
    ...document.querySelectorAll<HTMLButtonElement>(
      '[aria-labelledby="vc-sections-heading"] button',
    ),
  ].filter((button) => /^Move .* (up|down)$/.test(button.getAttribute("aria-label") ?? ""));
  // Rows list Move up then Move down: the first row's down, or the second row's up.
  const button = down ? moves[1] : moves[2];
  const main = view?.document.querySelector("main");
  if (!view || !main || !button) throw new Error("no framed home page or no Move buttons");
  return new Promise((resolve) => {
    const observer = new (view as Window & typeof globalThis).MutationObserver(() => {
      observer.disconnect();
      view.requestAnimationFrame(() =>
        view.setTimeout(() =>
          resolve(view.performance.timeOrigin + view.performance.now() - start),
        ),
      );
    });
    observer.observe(main, { childList: true, subtree: true });
    const start = performance.timeOrigin + performance.now();
    button.click();
  });
}

async function logInAsCreator(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/membership/auth/login`);
  await page.getByLabel("Email").fill(DEMO_CREDENTIALS.creator.email);
  await page.getByLabel("Password").fill(DEMO_CREDENTIALS.creator.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/membership\/users\/creators\/profile$/);
}

const stack = await demoStack(process.argv[2]);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await logInAsCreator(page, stack.origin);
  await page.goto(`${stack.origin}/customize`);
  await page.frameLocator('iframe[title="Storefront preview"]').locator(".vt-root").waitFor();
  const times: number[] = [];
  for (let change = 0; change < CHANGES; change++) {
    times.push(await page.evaluate(changeToPaint, change % 2 === 0 ? 1000 : 1100));
  }
  // The sections' data loaded: a move then reorders what is on screen, nothing more.
  await page
    .frameLocator('iframe[title="Storefront preview"]')
    .getByRole("region", { name: "New arrivals" })
    .getByRole("article")
    .first()
    .waitFor();
  const moves: number[] = [];
  for (let move = 0; move < MOVES; move++) {
    moves.push(await page.evaluate(moveToPaint, move % 2 === 0));
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  const summary = (values: number[]) =>
    `  median ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;
  console.log(
    `Customizer change to painted frame, ${CHANGES} slider moves, ${stack.origin}/customize`,
  );
  console.log(summary(times));
  console.log(`Home section reorder to painted frame, ${MOVES} moves`);
  console.log(summary(moves));
} finally {
  await browser.close();
  await stack.stop();
}
