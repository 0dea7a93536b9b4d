/**
 * `pnpm media-upload`: how long an owner waits between choosing a 4,000 × 3,000 photo and seeing
 * it in the editor. On a fresh demo database in PGlite, the shop API served over HTTP on this
 * machine, signed in as the demo's creator, five times:
 *
 *   upload (multipart POST /api/creators/media: sniffed, decoded, re-encoded without metadata,
 *   stored) → the library item → its first resized request (`/images/resize`, 1200 px wide, as the
 *   hero's srcset asks on a desktop: nothing cached yet).
 *
 * The photo is made with sharp from noise blurred a little, a JPEG at quality 90 about as heavy as
 * a phone's. Budget: 2 s median (issue 36). A measurement, not a test: nothing fails on a figure.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { endpoints, type MediaItem } from "@vitrine/contract";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import {
  createShopApi,
  DEMO_SHOP_ID,
  loadSecrets,
  openDatabase,
  openMailTransport,
  seedDemo,
} from "@vitrine/shop-api";
import sharp from "sharp";
import { percentile } from "./percentile";

const RUNS = 5;
const BUDGET_MS = 2000;
const log = (line: string) => console.log(`[media-upload] ${line}`);

/** A 4,000 × 3,000 photo-like JPEG: random pixels, softened so it compresses like a photo. */
async function photo(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = Math.floor(Math.random() * 256);
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "PhoneCo", Model: "Budget script" } })
    .toBuffer();
}

const dataDir = await mkdtemp(join(tmpdir(), "vitrine-media-upload-"));
const db = await openDatabase({ dataDir: join(dataDir, "pglite") });
try {
  await seedDemo(db);
  const api = createShopApi({
    db,
    secrets: await loadSecrets({ dataDir }),
    mail: openMailTransport({}, dataDir),
    imageCacheDir: join(dataDir, "image-cache"),
  });
  const server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  // The server's own host names no shop: X-ShopId picks the demo's, as the SDK sends it.
  const shopHeader = { "X-ShopId": DEMO_SHOP_ID };
  const login = await fetch(`${origin}${endpoints.auth.loginCreator.path}`, {
    method: "POST",
    headers: { ...shopHeader, "Content-Type": "application/json" },
    body: JSON.stringify(DEMO_CREDENTIALS.creator),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const auth = { ...shopHeader, Authorization: `Bearer ${data.accessToken}` };

  const bytes = await photo();
  log(`photo: 4000 × 3000 JPEG, ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB`);
  const totals: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const started = performance.now();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }));
    const uploaded = await fetch(`${origin}${endpoints.media.upload.path}`, {
      method: "POST",
      headers: auth,
      body: form,
    });
    if (uploaded.status !== 201)
      throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
    const item = ((await uploaded.json()) as { data: MediaItem }).data;
    const stored = performance.now();
    const resized = await fetch(
      `${origin}/images/resize?url=${encodeURIComponent(item.url)}&width=1200&format=webp&quality=100`,
      { headers: shopHeader },
    );
    if (resized.status !== 200) throw new Error(`resize: ${resized.status}`);
    await resized.arrayBuffer();
    const done = performance.now();
    totals.push(done - started);
    log(
      `run ${run}: upload → item ${(stored - started).toFixed(0)} ms (${item.width} × ${item.height}, ${(item.bytes / 1024).toFixed(0)} KB stored), first resize ${(done - stored).toFixed(0)} ms, total ${(done - started).toFixed(0)} ms`,
    );
  }
  const median = percentile(totals, 50);
  log(
    `median ${median.toFixed(0)} ms of ${RUNS} (budget ${BUDGET_MS} ms): ${median <= BUDGET_MS ? "within" : "OVER"}`,
  );
  server.close();
} finally {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
