/**
 * Measures the JavaScript a shopper's browser downloads before the product page can render:
 * the host entry and every chunk it imports statically (what `modulepreload` fetches), plus the
 * product page's own chunk and its static imports, read from the build's manifest. Chunks loaded
 * only on demand (other pages, customizer, toasts, locales) are listed apart. Last, the stack floor:
 * what a one-route app on the same libraries weighs (`stack-floor/`), which no Vitrine code can win
 * back, and Vitrine's own code on top of it against its budget.
 *
 *   pnpm bundle-size            # builds the host when missing or stale, then prints the figures
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ensureHostBuilt } from "./build-missing";
import { HOST_DIST_DIR } from "./repo-paths";
import { measureStackFloor } from "./stack-floor/measure-stack-floor";

/**
 * Vitrine's own first-load JavaScript on the product page, gzip, on top of the stack floor
 * (issue 38: the stack alone made issue 16's 120 KB for everything impossible).
 */
const OWN_BUDGET_GZIP_BYTES = 25 * 1024;
/** The module of the default theme's product page, as the manifest names it. */
const PRODUCT_PAGE_MODULE = "../themes/default/src/pages/shop/product/product-page.tsx";

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

async function gzipSize(file: string): Promise<{ raw: number; gzip: number }> {
  const content = await readFile(join(HOST_DIST_DIR, file));
  return { raw: content.byteLength, gzip: gzipSync(content).byteLength };
}

function staticClosure(manifest: Manifest, ...entryKeys: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entryKeys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await ensureHostBuilt((line) => console.log(line));
const manifest = JSON.parse(
  await readFile(join(HOST_DIST_DIR, ".vite/manifest.json"), "utf8"),
) as Manifest;
if (manifest[PRODUCT_PAGE_MODULE] === undefined) {
  throw new Error(`The build has no chunk for ${PRODUCT_PAGE_MODULE}; update PRODUCT_PAGE_MODULE`);
}
const firstLoad = staticClosure(manifest, "index.html", PRODUCT_PAGE_MODULE);
const lazy = new Set(
  [...firstLoad]
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => !firstLoad.has(key)),
);

let totalRaw = 0;
let totalGzip = 0;
console.log("First load (entry, product page and their static imports):");
for (const key of firstLoad) {
  const file = manifest[key]?.file;
  if (file === undefined || !file.endsWith(".js")) continue;
  const size = await gzipSize(file);
  totalRaw += size.raw;
  totalGzip += size.gzip;
  console.log(
    `  ${file.padEnd(52)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} gzip`,
  );
}
console.log("Loaded later, on demand:");
for (const key of lazy) {
  const file = manifest[key]?.file;
  if (file === undefined) continue;
  const size = await gzipSize(file);
  console.log(
    `  ${file.padEnd(52)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} gzip`,
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
