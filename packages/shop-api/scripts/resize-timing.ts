/**
 * What one resize costs, for the "Image resizing limits" notes: wall time and CPU time (all
 * threads) of a 4096 × 4096 photo-like source made into WebP at quality 100, at the width an
 * unbounded service would make (4096) and at the largest `IMAGE_WIDTHS` allows (2048), with
 * libvips' default thread count and with `sharp.concurrency(1)`, alone and two at once (the resize
 * queue's concurrency); and the demo's own case, an 800 × 800 product image made 600 wide. Not a
 * test: numbers for a person to read.
 * Run: pnpm --filter @vitrine/shop-api exec tsx scripts/resize-timing.ts
 */
import { availableParallelism } from "node:os";
import { IMAGE_WIDTHS } from "@vitrine/contract";
import sharp from "sharp";
import { MAX_INPUT_PIXELS } from "../src/assets/image-limits";

const SIDE = 4096;
const RUNS = 3;

const photo = (side: number) =>
  sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
const [large, productSize] = await Promise.all([photo(SIDE), photo(800)]);

const resize = (width: number, source = large) =>
  sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width, fit: "cover", withoutEnlargement: true })
    .webp({ quality: 100 })
    .toBuffer();

/** Median wall and CPU milliseconds of `RUNS` runs of `job`. */
async function measure(job: () => Promise<unknown>) {
  const runs: Array<{ wall: number; cpu: number }> = [];
  for (let run = 0; run < RUNS; run++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await job();
    const used = process.cpuUsage(cpu);
    runs.push({ wall: performance.now() - start, cpu: (used.user + used.system) / 1000 });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
  return {
    wall: Math.round(median(runs.map((r) => r.wall))),
    cpu: Math.round(median(runs.map((r) => r.cpu))),
  };
}

const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? SIDE;
const defaultThreads = sharp.concurrency();
console.log(`${availableParallelism()} cores; libvips threads by default: ${defaultThreads}`);
for (const threads of new Set([defaultThreads, 1])) {
  sharp.concurrency(threads);
  for (const [label, job] of [
    [`one to ${SIDE} (unbounded width)`, () => resize(SIDE)],
    [`one to ${largest} (largest allowed)`, () => resize(largest)],
    [`two to ${largest} at once`, () => Promise.all([resize(largest), resize(largest)])],
    ["one 800 product image to 600", () => resize(600, productSize)],
  ] as const) {
    const { wall, cpu } = await measure(job);
    console.log(`libvips threads ${threads}: ${label}: ${wall} ms wall, ${cpu} ms CPU`);
  }
}
