/**
 * Measures the JavaScript a shopper's browser downloads for the product page's first load: every
 * script Chromium fetches for the page, cold, until the network is idle (the entry and its
 * preloads, the product page's chunk, and what boot loads on every page: the shop's strings, the
 * analytics sink), each sized from the build. The chunks those could load later (other pages,
 * customizer, toasts, other locales) are listed apart. Last, the stack floor: what a one-route app
 * on the same libraries weighs (`stack-floor/`), which no Vitrine code can win back, and Vitrine's
 * own code on top of it against its budget. Then the shell: the scripts two unlike pages fetch as
 * well, which every page pays for before its own code.
 *
 *   pnpm bundle-size [origin]   # builds the host when missing or stale, starts the demo stack
 *                               # (or measures `origin`'s), then prints the figures
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright";
import { ensureHostBuilt } from "./build-missing";
import { CHROME_FLAGS, CHROMIUM_PATH, demoStack } from "./demo-stack";
import { chunkLabel, readHostManifest } from "./host-manifest";
import { HOST_DIST_DIR } from "./repo-paths";
import { measureStackFloor } from "./stack-floor/measure-stack-floor";

/**
 * Vitrine's own first-load JavaScript on the product page, gzip, on top of the stack floor
 * (issue 38: the stack alone made issue 16's 120 KB for everything impossible).
 */
const OWN_BUDGET_GZIP_BYTES = 25 * 1024;
/** An ordinary product of the demo shop. */
const PRODUCT_PATH = "/products/night-owl-hoodie";
/**
 * Pages unlike the product page (a listing; a form of the membership area): what all three
 * fetch is what every page costs before its own code, the app's shell.
 */
const OTHER_PATHS = ["/collections", "/membership/auth/login"];

async function gzipSize(file: string): Promise<{ raw: number; gzip: number }> {
  const content = await readFile(join(HOST_DIST_DIR, file));
  return { raw: content.byteLength, gzip: gzipSync(content).byteLength };
}

/**
 * The build's files of the scripts the browser fetched for each page, cold (a browser context of
 * its own), until the network was idle.
 */
async function fetchedScripts(urls: readonly string[]): Promise<Set<string>[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
  try {
    const loads: Set<string>[] = [];
    for (const url of urls) {
      const page = await browser.newPage();
      const files = new Set<string>();
      page.on("response", (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith("/assets/") && pathname.endsWith(".js"))
          files.add(pathname.slice(1));
      });
      await page.goto(url, { waitUntil: "networkidle" });
      await page.close();
      loads.push(files);
    }
    return loads;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await ensureHostBuilt((line) => console.log(line));
const manifest = await readHostManifest();
const stack = await demoStack(process.argv[2]);
let fetched: Set<string>;
let others: Set<string>[];
try {
  [fetched = new Set(), ...others] = await fetchedScripts(
    [PRODUCT_PATH, ...OTHER_PATHS].map((path) => `${stack.origin}${path}`),
  );
} finally {
  await stack.stop();
}
const chunks = Object.values(manifest);
const label = (file: string) => chunkLabel(manifest, file);
const unknown = [...fetched, ...others.flatMap((files) => [...files])].filter(
  (file) => !chunks.some((chunk) => chunk.file === file),
);
if (unknown.length > 0) {
  throw new Error(
    `The pages fetched scripts the build does not have (${unknown.join(", ")}): rebuild`,
  );
}
const firstLoad = [...fetched].sort((a, b) => label(a).localeCompare(label(b)));
const lazy = new Set(
  chunks
    .filter((chunk) => fetched.has(chunk.file))
    .flatMap((chunk) => chunk.dynamicImports ?? [])
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file !== undefined && !fetched.has(file)),
);

let totalRaw = 0;
let totalGzip = 0;
const firstLoadGzip = new Map<string, number>();
console.log(`First load of ${PRODUCT_PATH} (every script the browser fetched):`);
for (const file of firstLoad) {
  const size = await gzipSize(file);
  totalRaw += size.raw;
  totalGzip += size.gzip;
  firstLoadGzip.set(file, size.gzip);
  console.log(
    `  ${label(file).padEnd(60)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} gzip`,
  );
}
console.log("Loaded later, on demand:");
for (const file of lazy) {
  const size = await gzipSize(file);
  console.log(
    `  ${label(file).padEnd(60)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} gzip`,
  );
}
console.log(`Product page first-load JS: ${kb(totalRaw)} raw, ${kb(totalGzip)} gzip`);
const floor = await measureStackFloor();
console.log(
  `The stack alone (React, React DOM, TanStack Router, i18next, react-i18next, valtio and ofetch in a one-route app): ${kb(floor.raw)} raw, ${kb(floor.gzip)} gzip`,
);
const own = totalGzip - floor.gzip;
const verdict = own <= OWN_BUDGET_GZIP_BYTES ? "within" : "OVER";
console.log(
  `Vitrine's own code on top of it: ${kb(own)} gzip — ${verdict} the ${kb(OWN_BUDGET_GZIP_BYTES)} budget`,
);
// The boot that DESIGN.md sets out (storefront with its stores and API, strings, the router built
// from the whole route table, the theme's page table) runs on every page, before any page's code.
const shell = firstLoad.filter((file) => others.every((files) => files.has(file)));
const shellGzip = shell.reduce((sum, file) => sum + (firstLoadGzip.get(file) ?? 0), 0);
console.log(
  `Fetched by ${[PRODUCT_PATH, ...OTHER_PATHS].join(", ")} alike (the shell, ${shell.length} files): ${kb(shellGzip)} gzip, ${kb(shellGzip - floor.gzip)} of Vitrine's own on top of the stack`,
);
