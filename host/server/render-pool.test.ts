import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IsolateRequest } from "../src/ssr/isolate/isolate-protocol";
import { createRenderPool, type RenderPoolOptions, type ThemeRenderPool } from "./render-pool";
import { standInTheme as page, STAND_IN_BUNDLE } from "./stand-in-isolate-bundle";
import type { BridgedResponse, IsolateJob } from "./theme-isolate";

const bundleFile = join(mkdtempSync(join(tmpdir(), "render-pool-")), "isolate-render.js");
writeFileSync(bundleFile, STAND_IN_BUNDLE);

const REQUEST = { url: "/", cookieHeader: "" } as unknown as IsolateRequest;
const HOME = page('async () => "<p>home</p>"');
/** Aborts V8 inside isolated-vm ("terminate called without an active exception"). */
const ABORTS = page(
  "async () => { const cell = new Int32Array(new SharedArrayBuffer(4)); await Atomics.waitAsync(cell, 0, 0, 10).value; }",
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ok = (body: string): BridgedResponse => ({
  status: 200,
  statusText: "OK",
  headers: [],
  body,
});
function job(themeSource: string, key = "theme@1", fetch?: IsolateJob["fetch"]): IsolateJob {
  return { key, themeSource, request: REQUEST, fetch: fetch ?? (async () => ok("{}")) };
}

const pools: ThemeRenderPool[] = [];
async function pool(options: Partial<RenderPoolOptions> = {}): Promise<ThemeRenderPool> {
  const created = createRenderPool({
    bundleFile,
    sharedModules: ["react"],
    workers: 1,
    memoryLimitMb: 16,
    timeLimitMs: 400,
    reportError: () => {},
    ...options,
  });
  pools.push(created);
  await created.ready();
  return created;
}
afterAll(() => {
  for (const created of pools) created.dispose();
});

describe("theme renders in worker processes", () => {
  let shared: ThemeRenderPool;
  beforeAll(async () => {
    shared = await pool({ workers: 2 });
  });

  it("renders a page in a worker", async () => {
    await expect(shared.render(job(HOME))).resolves.toMatchObject({ html: "<p>home</p>" });
  });

  it("answers each render's calls as that render's visitor, never another's", async () => {
    const asVisitor =
      (name: string): IsolateJob["fetch"] =>
      async (url) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return ok(JSON.stringify(`${name}:${url}`));
      };
    const source = page("async ({ fetch }) => (await fetch('/pod/me')).body");
    const answers = await Promise.all(
      ["ann", "bob", "cat", "dan"].map((name) =>
        shared.render(job(source, "same@1", asVisitor(name))),
      ),
    );
    expect(answers.map((answer) => answer.type === "page" && answer.html)).toEqual([
      '"ann:/pod/me"',
      '"bob:/pod/me"',
      '"cat:/pod/me"',
      '"dan:/pod/me"',
    ]);
  });

  it("has no WebAssembly: its memory would lie outside the isolate's limit", async () => {
    await expect(shared.render(job(page("async () => typeof WebAssembly")))).resolves.toMatchObject(
      { html: "undefined" },
    );
  });

  it("answers a theme's malformed or throwing bridge calls, and the host throws nothing", async () => {
    const source = page(`async ({ hostFetch }) => {
      hostFetch.applyIgnored(undefined, ["/pod/x", "GET", "{not json"]);
      const odd = await hostFetch.apply(undefined, [1, 1, null], { result: { promise: true } });
      const bad = await hostFetch.apply(undefined, ["/pod/x", "GET", "[[1,2]]"], { result: { promise: true } });
      const thrown = await hostFetch.apply(undefined, ["/pod/x", "GET", "[]"], { result: { promise: true } });
      return [odd, bad, thrown].map((text) => JSON.parse(text).status).join();
    }`);
    const throwing: IsolateJob["fetch"] = async () => {
      throw new Error("the host's fetch failed");
    };
    await expect(shared.render(job(source, "odd@1", throwing))).resolves.toMatchObject({
      html: "400,400,503",
    });
  });
});

describe("a theme that ends its worker", () => {
  it("fails only its own render, and a fresh worker renders the next one", async () => {
    const crashing = await pool();
    const crash = crashing.render(job(ABORTS, "aborts@1"));
    await expect(crash).rejects.toMatchObject({ kind: "crash" });
    await crashing.ready();
    await expect(crashing.render(job(HOME))).resolves.toMatchObject({ html: "<p>home</p>" });
    expect(crashing.stats()).toMatchObject({ started: 2, crashed: 1 });
  });

  it("is quarantined after repeated faults, and other versions still render", async () => {
    const guarded = await pool({ quarantine: { faults: 2, windowMs: 60_000 } });
    await expect(guarded.render(job(ABORTS, "aborts@2"))).rejects.toMatchObject({ kind: "crash" });
    expect(guarded.health("aborts@2")).toEqual({ state: "healthy" });
    await guarded.ready();
    await expect(
      guarded.render(job(page("() => { for (;;) {} }"), "aborts@2")),
    ).rejects.toMatchObject({ kind: "timeout" });
    expect(guarded.health("aborts@2")).toMatchObject({ state: "quarantined", kind: "timeout" });
    expect(guarded.health("theme@1")).toEqual({ state: "healthy" });
    await expect(guarded.render(job(HOME))).resolves.toMatchObject({ html: "<p>home</p>" });
  });

  it("is blamed for a worker that ends just after its render answered", async () => {
    const guarded = await pool({ quarantine: { faults: 1 } });
    const late = page(
      "async () => { Atomics.waitAsync(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5); return '<p>done</p>'; }",
    );
    await guarded.render(job(late, "late@1")).catch(() => undefined);
    for (let wait = 0; wait < 50 && guarded.stats().crashed === 0; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(guarded.health("late@1")).toMatchObject({ state: "quarantined", kind: "crash" });
  });

  it("never charges a busy honest version for another's crash in the same worker", async () => {
    const shared = await pool({ quarantine: { faults: 2 } });
    const slow = page("async ({ fetch }) => (await fetch('/pod/slow')).body");
    const held: IsolateJob["fetch"] = async () => {
      await sleep(150);
      return ok('"fine"');
    };
    for (let round = 0; round < 8 && shared.health("hostile@1").state === "healthy"; round++) {
      const honest = shared.render(job(slow, "honest@1", held)).catch((error: unknown) => error);
      await sleep(20);
      await shared.render(job(ABORTS, "hostile@1")).catch(() => undefined);
      await honest;
      await shared.ready();
    }
    expect(shared.health("hostile@1")).toMatchObject({ state: "quarantined", kind: "crash" });
    expect(shared.health("honest@1")).toEqual({ state: "healthy" });
    await expect(shared.render(job(slow, "honest@1", held))).resolves.toMatchObject({
      html: '"fine"',
    });
  }, 30_000);

  it("counts running out of memory as a fault of its own kind", async () => {
    // Time enough that only the memory limit can stop it, however busy the machine.
    const guarded = await pool({ timeLimitMs: 10_000 });
    await expect(
      guarded.render(
        job(page("() => { const kept = []; for (;;) kept.push(new Array(100000).fill(1)); }")),
      ),
    ).rejects.toMatchObject({ kind: "memory" });
  });
});

describe("a worker's own memory", () => {
  it("is bounded: past its ceiling it is replaced once it finishes what it holds", async () => {
    const recycling = await pool({ workerMemoryCeilingMb: 1, timeLimitMs: 10_000 });
    for (let render = 0; render < 3; render += 1) {
      await expect(recycling.render(job(HOME))).resolves.toMatchObject({ html: "<p>home</p>" });
    }
    expect(recycling.stats().recycled).toBeGreaterThanOrEqual(2);
  });

  it("is renewed after its number of renders", async () => {
    const renewing = await pool({ maxRendersPerWorker: 2, timeLimitMs: 10_000 });
    for (let render = 0; render < 5; render += 1) {
      await expect(renewing.render(job(HOME))).resolves.toMatchObject({ html: "<p>home</p>" });
    }
    expect(renewing.stats().recycled).toBe(2);
  });
});
