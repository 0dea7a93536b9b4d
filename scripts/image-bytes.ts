/**
 * `pnpm image-bytes [origin] [path]`: the picture bytes a phone downloads for a page of the demo
 * shop (the home page unless told), scrolled from top to bottom so lazy pictures load too, in
 * Debian's Chromium with Lighthouse's phone (412 × 823 CSS px at 1.75 device pixels). Prints the
 * count, the bytes on the wire, and how many came through the resizing service.
 *
 * Without `origin` it starts the stack as `pnpm start` does and stops it afterwards; with one
 * (`http://demo.localhost:3000`) it measures that. Environment: CHROMIUM_PATH (/usr/bin/chromium).
 */
import { chromium, type Response } from "playwright";
import { CHROME_FLAGS, CHROMIUM_PATH, demoStack } from "./demo-stack";

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/**
 * Bytes as the report prints them.
 *
 * @example
 * kilobytes(1_234_567) // "1,205.6 KB"
 */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toLocaleString("en", { maximumFractionDigits: 1, minimumFractionDigits: 1 })} KB`;
}

const [originArgument, path = "/"] = process.argv.slice(2);
const stack = await demoStack(originArgument);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
try {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const pictures: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "image") pictures.push(response);
  });
  await page.goto(`${stack.origin}${path}`, { waitUntil: "networkidle" });
  // Lazy pictures load as they near the viewport: walk down the page a screen at a time.
  for (let step = 0; step < 40; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(150);
    if (atBottom) break;
  }
  await page.waitForLoadState("networkidle");
  let bytes = 0;
  let resized = 0;
  for (const picture of pictures) {
    bytes += (await picture.request().sizes()).responseBodySize;
    if (new URL(picture.url()).pathname === "/images/resize") resized += 1;
  }
  console.log(
    `Pictures of ${stack.origin}${path} on a phone (412 px, 1.75x), scrolled to the end:`,
  );
  console.log(`  ${pictures.length} pictures, ${kilobytes(bytes)} on the wire`);
  console.log(`  ${resized} of ${pictures.length} through the resizing service`);
} finally {
  await browser.close();
  await stack.stop();
}
