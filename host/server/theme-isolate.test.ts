import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { IsolateRequest } from "../src/ssr/isolate/isolate-protocol";
import { isolateBridge } from "./isolated-theme-pages";
import { STAND_IN_BUNDLE as BUNDLE, standInTheme as page } from "./stand-in-isolate-bundle";
import { createThemeIsolates, type IsolateJob, type ThemeIsolates } from "./theme-isolate";

const REQUEST = { url: "/", cookieHeader: "" } as unknown as IsolateRequest;

let isolates: ThemeIsolates;
const visit = vi.fn(
  async (url: string, _init: RequestInit) => new Response(JSON.stringify({ data: url })),
);

beforeAll(async () => {
  const created = await createThemeIsolates(
    { bundle: BUNDLE, memoryLimitMb: 16, timeLimitMs: 300 },
    ["react"],
  );
  if (created === null) throw new Error("isolated-vm is not available");
  isolates = created;
});
afterAll(() => isolates.dispose());

function job(themeSource: string, key = "theme@1"): IsolateJob {
  return {
    key,
    themeSource,
    request: REQUEST,
    fetch: isolateBridge("http://demo.localhost/products", visit),
  };
}

describe("a theme script rendered on the server", () => {
  it("renders with the host's copy of a shared module", async () => {
    const answer = await isolates.render(
      job(`import React from "react"; ${page('async () => "<p>" + React.version + "</p>"')}`),
    );
    expect(answer).toMatchObject({ type: "page", html: "<p>test</p>" });
  });

  it("reaches its own shop's API through the bridge, as the visitor", async () => {
    visit.mockClear();
    const answer = await isolates.render(
      job(
        page(
          `async ({ fetch }) => (await fetch("/pod/products", [["X-ShopId", "shop_other"]])).body`,
        ),
      ),
    );
    expect(answer).toMatchObject({
      html: JSON.stringify({ data: "http://demo.localhost/pod/products" }),
    });
    // The shop is the host's to set: the header the theme sent never reaches the API.
    expect(visit.mock.calls[0]?.[1]).toEqual({ method: "GET", headers: [] });
  });
});

describe("a hostile theme script gets nothing and the server still answers", () => {
  it("finds no process, no require, no fetch of its own and no file system", async () => {
    const answer = await isolates.render(
      job(page("async () => [typeof process, typeof require, typeof fetch, typeof Deno].join()")),
    );
    expect(answer).toMatchObject({ html: "undefined,undefined,undefined,undefined" });
    await expect(
      isolates.render(
        job(`import { readFileSync } from "node:fs"; ${page("() => readFileSync('/etc/passwd')")}`),
      ),
    ).rejects.toThrow(/may import only the shared modules/);
  });

  it("cannot read the platform's secrets from process.env", async () => {
    process.env.VITRINE_TEST_SECRET = "s3cret";
    await expect(
      isolates.render(job(page("() => process.env.VITRINE_TEST_SECRET"))),
    ).rejects.toThrow(/process is not defined/);
    delete process.env.VITRINE_TEST_SECRET;
  });

  it("cannot fetch another shop's API, another origin, or write", async () => {
    visit.mockClear();
    const answer = await isolates.render(
      job(
        page(`async ({ fetch }) => [
          (await fetch("http://other.localhost/pod/products")).status,
          (await fetch("http://127.0.0.1:5432/")).status,
          (await fetch("/api/auth/login")).status === 200 ? "api" : "",
        ].join()`),
      ),
    );
    expect(answer.type === "page" && answer.html.startsWith("403,403")).toBe(true);
    expect(visit.mock.calls.map(([url]) => url)).toEqual(["http://demo.localhost/api/auth/login"]);
    const bridge = isolateBridge("http://demo.localhost/", visit);
    expect((await bridge("/api/auth/login", "POST", [])).status).toBe(403);
  });

  it("is stopped when it loops forever, before or after waiting, and the next render works", async () => {
    const started = Date.now();
    // Whichever stops it first, the render's timer or isolated-vm's limit on the call, it is a
    // timeout: the fault a quarantine counts.
    await expect(isolates.render(job(page("() => { for (;;) {} }")))).rejects.toMatchObject({
      kind: "timeout",
    });
    await expect(
      isolates.render(
        job(page("async ({ fetch }) => { await fetch('/pod/products'); for (;;) {} }")),
      ),
    ).rejects.toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(isolates.render(job(page("async () => 'after'")))).resolves.toMatchObject({
      html: "after",
    });
  });

  it("is not charged for a shop API slower than its time limit; one that spins meanwhile is", async () => {
    const slowShop = (themeSource: string): IsolateJob => ({
      ...job(themeSource),
      fetch: () =>
        new Promise((resolve) =>
          setTimeout(
            () => resolve({ status: 200, statusText: "OK", headers: [], body: "{}" }),
            600,
          ),
        ),
    });
    await expect(
      isolates.render(slowShop(page("async ({ fetch }) => (await fetch('/pod/products')).body"))),
    ).rejects.toMatchObject({ kind: "unavailable" });
    await expect(
      isolates.render(
        slowShop(page("async ({ fetch }) => { fetch('/pod/products'); for (;;) {} }")),
      ),
    ).rejects.toMatchObject({ kind: "timeout" });
  });

  it("answers a render's 51st call to the shop's API with a 400, never the API", async () => {
    visit.mockClear();
    const answer = await isolates.render(
      job(
        page(`async ({ fetch }) => {
          const statuses = [];
          for (let i = 0; i < 51; i++) statuses.push((await fetch("/pod/products")).status);
          return statuses.slice(49).join(",");
        }`),
      ),
    );
    expect(answer).toMatchObject({ html: "200,400" });
    expect(visit).toHaveBeenCalledTimes(50);
  });

  it("is stopped when it allocates without end, and the next render works", async () => {
    await expect(
      isolates.render(
        job(
          page(
            "() => { const kept = []; for (;;) kept.push(new Array(100000).fill(kept.length)); }",
          ),
        ),
      ),
    ).rejects.toThrow();
    await expect(isolates.render(job(page("async () => 'after'")))).resolves.toMatchObject({
      html: "after",
    });
  });

  it("keeps nothing from one render to the next", async () => {
    const source = page("async () => String(globalThis.seen = (globalThis.seen ?? 0) + 1)");
    await isolates.render(job(source));
    await expect(isolates.render(job(source))).resolves.toMatchObject({ html: "1" });
  });

  it("renders the script it is given, whatever the one before under the same key", async () => {
    // The context made ready after a render holds that render's script; another one is not it.
    for (const html of ["first", "second", "first"]) {
      await expect(
        isolates.render(job(page(`async () => ${JSON.stringify(html)}`), "reused@1")),
      ).resolves.toMatchObject({ html });
    }
  });
});

describe("the isolates a server keeps", () => {
  it("frees the theme version used longest ago past its limit, never one rendering", async () => {
    const few = await createThemeIsolates(
      { bundle: BUNDLE, memoryLimitMb: 16, timeLimitMs: 300, maxIsolates: 2 },
      ["react"],
    );
    if (few === null) throw new Error("isolated-vm is not available");
    try {
      const home = page('async () => "<p>ok</p>"');
      for (const key of ["a@1", "b@1", "c@1"]) {
        expect(await few.render(job(home, key))).toMatchObject({ html: "<p>ok</p>" });
      }
      expect(few.count()).toBe(2);
      // One still rendering while two others arrive: it is kept, the idle ones go.
      let release = () => {};
      const slowSource = page(
        "async ({ fetch }) => { await fetch('/pod/slow'); return '<p>slow</p>'; }",
      );
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const slow = few.render({
        ...job(slowSource, "slow@1"),
        fetch: async () => {
          await held;
          return { status: 200, statusText: "OK", headers: [], body: "{}" };
        },
      });
      await few.render(job(home, "d@1"));
      await few.render(job(home, "e@1"));
      release();
      expect(await slow).toMatchObject({ html: "<p>slow</p>" });
      expect(few.count()).toBeLessThanOrEqual(3);
    } finally {
      few.dispose();
    }
  });

  it("frees a version's isolate once no render has used it for a while", async () => {
    const idle = await createThemeIsolates(
      { bundle: BUNDLE, memoryLimitMb: 16, timeLimitMs: 300, idleMs: 50 },
      ["react"],
    );
    if (idle === null) throw new Error("isolated-vm is not available");
    try {
      await idle.render(job(page('async () => "<p>ok</p>"'), "left@1"));
      expect(idle.count()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(idle.count()).toBe(0);
    } finally {
      idle.dispose();
    }
  });

  it("keeps no render's heap once it is over: many renders fit in one isolate's limit", async () => {
    // Each context holds some 1.6 MB of the bundle's own: 60 renders kept would be 96 MB.
    const heavy = await createThemeIsolates(
      {
        bundle: `globalThis.ballast = new Array(200000).fill(1.5);\n${BUNDLE}`,
        memoryLimitMb: 64,
        timeLimitMs: 1000,
      },
      ["react"],
    );
    if (heavy === null) throw new Error("isolated-vm is not available");
    try {
      const source = `import React from "react"; ${page('async () => "<p>" + React.version + "</p>"')}`;
      for (let render = 0; render < 60; render += 1) {
        await expect(heavy.render(job(source, "heavy@1"))).resolves.toMatchObject({
          html: "<p>test</p>",
        });
      }
    } finally {
      heavy.dispose();
    }
  });
});
