import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ApiErrorBody, Video } from "@vitrine/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoTokens } from "../members/test-sessions";
import { openTestShop, type TestBackend, type TestShop, testBackends } from "../testing/test-shop";
import { byteRange } from "./byte-range";
import { createWorkQueue, QueueFullError } from "./work-queue";

const HOUR_MS = 60 * 60 * 1000;

describe("byte ranges players ask for", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=900-", { start: 900, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=950-5000", { start: 950, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=5-1", "unsatisfiable"],
    ["bytes=0-1,5-9", null],
    ["items=0-1", null],
    [undefined, null],
  ])("%s of 1000 bytes → %j", (header, expected) => {
    expect(byteRange(header, 1000)).toEqual(expected);
  });
});

describe("the resize queue", () => {
  it("runs `concurrency` jobs, queues `maxQueued` more and refuses the rest at once", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 1 });
    let finish = () => {};
    const first = queue.run(
      () =>
        new Promise<void>((done) => {
          finish = done;
        }),
    );
    const second = queue.run(async () => "second");
    await expect(queue.run(async () => "third")).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    finish();
    await first;
    expect(await second).toBe("second");
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe.each(testBackends())("media on $name", (backend: TestBackend) => {
  let shop: TestShop;
  let cacheDir: string;
  let now = Date.now();
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), "vitrine-image-cache-"));
    shop = await openTestShop(backend, { clock: () => new Date(now), imageCacheDir: cacheDir });
    tokens = await demoTokens(shop);
  });
  afterAll(async () => {
    await shop.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const codeOf = async (response: Response) =>
    `${response.status} ${((await response.json()) as ApiErrorBody).code}`;
  const sourceOf = async (handle: string, token: string) => {
    const video = await shop.json<{ data: Video }>(`/api/videos/${handle}`, {
      headers: as(token),
    });
    return video.data.source?.url ?? null;
  };

  describe("gated media: what members pay for", () => {
    it("is refused without a signature, on every shop host", async () => {
      const url = (await sourceOf("riso-3-finishing", tokens.other)) ?? "";
      const bare = url.split("?")[0] ?? "";
      for (const host of ["demo.localhost", "plain.localhost", "minimal.localhost"]) {
        expect(await codeOf(await shop.request(bare, { headers: { Host: host } }))).toBe(
          "403 MEDIA_FORBIDDEN",
        );
      }
    });

    it("never reaches a member whose tier does not open it, nor a visitor", async () => {
      expect(await sourceOf("riso-3-finishing", tokens.member)).toBeNull();
      expect(await sourceOf("riso-3-finishing", tokens.free)).toBeNull();
      const visitor = await shop.json<{ data: Video }>("/api/videos/riso-3-finishing");
      expect(visitor.data.source).toBeNull();
    });

    it("plays for its member through a private URL signed for them and this shop", async () => {
      const url = (await sourceOf("riso-3-finishing", tokens.other)) ?? "";
      expect(url).toMatch(/^\/media\/[a-z0-9-]+\.wav\?v=usr_[\w]+&exp=\d+&sig=[\w-]{43}$/);
      const file = await shop.request(url);
      expect(file.status).toBe(200);
      expect(file.headers.get("Cache-Control")).toMatch(/^private, max-age=\d+$/);
      expect(file.headers.get("Accept-Ranges")).toBe("bytes");

      const onAnotherShop = await shop.request(url, { headers: { Host: "plain.localhost" } });
      expect(await codeOf(onAnotherShop)).toBe("403 MEDIA_FORBIDDEN");
    });

    it("refuses a URL whose member, expiry or signature was changed", async () => {
      const url = new URL((await sourceOf("riso-3-finishing", tokens.other)) ?? "", "http://x");
      const tampered = (name: string, value: string) => {
        const copy = new URL(url);
        copy.searchParams.set(name, value);
        return `${copy.pathname}${copy.search}`;
      };
      const signature = url.searchParams.get("sig") ?? "";
      for (const path of [
        tampered("v", "usr_someone_else"),
        tampered("exp", String(Number(url.searchParams.get("exp")) + 86_400)),
        tampered("sig", `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`),
        tampered("sig", ""),
      ]) {
        expect(await codeOf(await shop.request(path)), path).toBe("403 MEDIA_FORBIDDEN");
      }
    });

    it("stops working when it expires", async () => {
      const url = (await sourceOf("sketchbook-3-colour", tokens.member)) ?? "";
      expect((await shop.request(url)).status).toBe(200);
      now += 2 * HOUR_MS;
      try {
        expect(await codeOf(await shop.request(url))).toBe("403 MEDIA_FORBIDDEN");
      } finally {
        now -= 2 * HOUR_MS;
      }
    });

    it("answers the range a player asks, and 416 past the end", async () => {
      const url = (await sourceOf("sketchbook-3-colour", tokens.member)) ?? "";
      const whole = new Uint8Array(await (await shop.request(url)).arrayBuffer());
      const part = await shop.request(url, { headers: { Range: "bytes=4-11" } });
      expect(part.status).toBe(206);
      expect(part.headers.get("Content-Range")).toBe(`bytes 4-11/${whole.byteLength}`);
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(4, 12));
      const past = await shop.request(url, { headers: { Range: `bytes=${whole.byteLength}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get("Content-Range")).toBe(`bytes */${whole.byteLength}`);
    });
  });

  describe("public media", () => {
    const productImage = async () => {
      const products = await shop.json<{ data: Array<{ images: Array<{ url: string }> }> }>(
        "/pod/products?pageSize=1",
      );
      return products.data[0]?.images[0]?.url ?? "";
    };

    it("stays public and cached for a year, ranges included", async () => {
      const url = await productImage();
      const response = await shop.request(url, { headers: { Range: "bytes=0-3" } });
      expect(response.status).toBe(206);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    });

    it("has random ids, not a hash of its name or bytes, in the seed too", async () => {
      const rows = await shop.db.selectFrom("media").select(["id", "bytes"]).execute();
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) {
        expect(row.id).toMatch(/-[0-9a-f]{24}\.(webp|png|jpg|wav)$/);
        const contentHash = createHash("sha256").update(row.bytes).digest("hex").slice(0, 16);
        expect(row.id).not.toContain(contentHash);
      }
      const gifts = await shop.db.selectFrom("gifts").select("id").execute();
      for (const { id } of gifts) expect(id).toMatch(/^gift_[\w-]{16}$/);
    });
  });

  describe("the image service", () => {
    const resizePath = async (query: string) => {
      const products = await shop.json<{ data: Array<{ images: Array<{ url: string }> }> }>(
        "/pod/products?pageSize=1",
      );
      const url = encodeURIComponent(products.data[0]?.images[0]?.url ?? "");
      return `/images/resize?url=${url}&${query}`;
    };
    const resize = async (query: string, init?: RequestInit) =>
      shop.request(await resizePath(query), init);

    it("makes only the widths, fits and quality themes use; anything else is a 400", async () => {
      expect((await resize("width=600&format=webp&quality=100")).status).toBe(200);
      for (const query of [
        "width=4096",
        "width=601",
        "width=600&height=4096",
        "width=600&quality=80",
        "width=600&format=png",
        "width=600&fit=fill",
        "width=600&sharpen=9",
      ]) {
        expect(await codeOf(await resize(query)), query).toBe("400 VALIDATION_ERROR");
      }
    });

    it("keeps what it made on disk and answers 304 to the ETag it gave", async () => {
      const first = await resize("width=300");
      const etag = first.headers.get("ETag") ?? "";
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect((await readdir(cacheDir)).some((file) => file.endsWith(".webp"))).toBe(true);
      const again = await resize("width=300", { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
    });

    it("answers 422, never 500, to an image it cannot decode", async () => {
      await shop.db
        .insertInto("media")
        .values({
          id: "broken-000000000000000000000000.png",
          content_type: "image/png",
          bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
          width: 10,
          height: 10,
        })
        .execute();
      const response = await shop.request(
        "/images/resize?url=%2Fmedia%2Fbroken-000000000000000000000000.png&width=300",
      );
      expect(await codeOf(response)).toBe("422 IMAGE_UNDECODABLE");
    });
  });
});
