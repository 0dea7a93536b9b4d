import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type ApiErrorBody,
  type Audio,
  type Member,
  PERSONAL_CACHE_CONTROL,
  type Video,
} from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateSecrets } from "../auth/secrets";
import { demoTokens } from "../members/test-sessions";
import { DEMO_SHOP_ID } from "../seed/shops-seed";
import { openTestShop, type TestBackend, type TestShop, testBackends } from "../testing/test-shop";
import { createMediaSigner } from "./media-signing";
import { databaseMediaStore } from "./media-store";
import { createWorkQueue } from "./work-queue";

const HOUR_MS = 60 * 60 * 1000;

describe.each(testBackends())("media on $name", (backend: TestBackend) => {
  let shop: TestShop;
  let cacheDir: string;
  let now = Date.now();
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  const secrets = generateSecrets();
  const clock = () => new Date(now);
  const resizeQueue = createWorkQueue({ concurrency: 1, maxQueued: 0 });
  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), "vitrine-image-cache-"));
    shop = await openTestShop(backend, {
      secrets,
      clock,
      imageCacheDir: cacheDir,
      resizeQueue,
    });
    tokens = await demoTokens(shop);
  });
  afterAll(async () => {
    await shop.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const codeOf = async (response: Response) =>
    `${response.status} ${((await response.json()) as ApiErrorBody).code}`;
  const sourceOf = async (kind: "videos" | "audios", handle: string, token?: string) => {
    const item = await shop.json<{ data: Video | Audio }>(`/api/${kind}/${handle}`, {
      headers: token ? as(token) : {},
    });
    return item.data.source?.url ?? null;
  };
  /** The Superfan-only video and audio: `other@demo.test` is a Superfan, `member@` a Supporter. */
  const SUPERFAN_ONLY = [
    ["videos", "riso-3-finishing"],
    ["audios", "lofi-sketch-session"],
  ] as const;
  const superfanVideo = async () =>
    (await sourceOf("videos", "riso-3-finishing", tokens.other)) ?? "";

  describe("gated media: what members pay for", () => {
    it.each(SUPERFAN_ONLY)(
      "refuses the %s file of %s to anyone without a signature",
      async (kind, handle) => {
        const bare = ((await sourceOf(kind, handle, tokens.other)) ?? "").split("?")[0] ?? "";
        expect(bare).toMatch(/^\/media\/[a-z0-9-]+\.wav$/);
        expect(await codeOf(await shop.request(bare))).toBe("403 MEDIA_FORBIDDEN");
        for (const host of ["plain.localhost", "minimal.localhost"]) {
          const onAnotherShop = await shop.request(bare, { headers: { Host: host } });
          expect(await codeOf(onAnotherShop), host).toBe("404 NOT_FOUND");
        }
      },
    );

    it.each(SUPERFAN_ONLY)(
      "never gives the %s file of %s to a member whose tier does not open it, nor a visitor",
      async (kind, handle) => {
        expect(await sourceOf(kind, handle, tokens.member)).toBeNull();
        expect(await sourceOf(kind, handle, tokens.free)).toBeNull();
        expect(await sourceOf(kind, handle)).toBeNull();
      },
    );

    it.each(SUPERFAN_ONLY)(
      "plays the %s file of %s for its member, through a private URL signed for them, on this shop only",
      async (kind, handle) => {
        const url = (await sourceOf(kind, handle, tokens.other)) ?? "";
        expect(url).toMatch(/^\/media\/[a-z0-9-]+\.wav\?v=usr_[\w]+&exp=\d+&sig=[\w-]{43}$/);
        const file = await shop.request(url);
        expect(file.status).toBe(200);
        expect(file.headers.get("Content-Type")).toBe("audio/wav");
        expect(file.headers.get("Cache-Control")).toMatch(/^private, max-age=\d+$/);
        expect(file.headers.get("Accept-Ranges")).toBe("bytes");

        const onAnotherShop = await shop.request(url, { headers: { Host: "plain.localhost" } });
        expect(await codeOf(onAnotherShop)).toBe("403 MEDIA_FORBIDDEN");
      },
    );

    it("refuses a URL whose member, expiry, signature or file was changed", async () => {
      const url = new URL(await superfanVideo(), "http://x");
      const tampered = (name: string, value: string) => {
        const copy = new URL(url);
        copy.searchParams.set(name, value);
        return `${copy.pathname}${copy.search}`;
      };
      const signature = url.searchParams.get("sig") ?? "";
      const audio = new URL(
        (await sourceOf("audios", "lofi-sketch-session", tokens.other)) ?? "",
        "http://x",
      );
      for (const path of [
        tampered("v", "usr_someone_else"),
        tampered("exp", String(Number(url.searchParams.get("exp")) + 86_400)),
        tampered("sig", `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`),
        tampered("sig", ""),
        `${audio.pathname}${url.search}`,
      ]) {
        expect(await codeOf(await shop.request(path)), path).toBe("403 MEDIA_FORBIDDEN");
      }
    });

    it("stops working when it expires", async () => {
      const url = (await sourceOf("videos", "sketchbook-3-colour", tokens.member)) ?? "";
      expect((await shop.request(url)).status).toBe(200);
      now += 2 * HOUR_MS;
      try {
        expect(await codeOf(await shop.request(url))).toBe("403 MEDIA_FORBIDDEN");
      } finally {
        now -= 2 * HOUR_MS;
      }
    });

    it("answers the range a player asks, and 416 past the end", async () => {
      const url = (await sourceOf("videos", "sketchbook-3-colour", tokens.member)) ?? "";
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

  const productImage = async (host = "demo.localhost") => {
    const products = await shop.json<{ data: Array<{ images: Array<{ url: string }> }> }>(
      "/pod/products?pageSize=1",
      { headers: { Host: host } },
    );
    return products.data[0]?.images[0]?.url ?? "";
  };

  describe("public media", () => {
    it("stays public and cached for a year, ranges included", async () => {
      const url = await productImage();
      const response = await shop.request(url, { headers: { Range: "bytes=0-3" } });
      expect(response.status).toBe(206);
      expect(response.headers.get("Content-Range")).toMatch(/^bytes 0-3\/\d+$/);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    });

    it("is served on its own shop's host only", async () => {
      const demoImage = await productImage();
      const minimalImage = await productImage("minimal.localhost");
      const on = (url: string, host: string) => shop.request(url, { headers: { Host: host } });
      expect((await on(minimalImage, "minimal.localhost")).status).toBe(200);
      expect(await codeOf(await on(demoImage, "minimal.localhost"))).toBe("404 NOT_FOUND");
      expect(await codeOf(await on(minimalImage, "demo.localhost"))).toBe("404 NOT_FOUND");
    });

    it("has random ids, not a hash of its name or bytes, in the seed too", async () => {
      const rows = await shop.db.selectFrom("media").select(["id", "bytes"]).execute();
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) {
        expect(row.id).toMatch(/-[0-9a-f]{24}\.(webp|png|jpg|wav)$/);
        const contentHash = createHash("sha256").update(row.bytes).digest("hex").slice(0, 16);
        expect(row.id).not.toContain(contentHash);
      }
      const file = { shopId: DEMO_SHOP_ID, name: "same", extension: "png", width: 1, height: 1 };
      const bytes = new Uint8Array([1, 2, 3]);
      const twice = [
        await databaseMediaStore.put(shop.db, { ...file, extension: "png", bytes }),
        await databaseMediaStore.put(shop.db, { ...file, extension: "png", bytes }),
      ];
      expect(twice[0]).not.toBe(twice[1]);
      const gifts = await shop.db.selectFrom("gifts").select("id").execute();
      expect(gifts.length).toBeGreaterThan(0);
      for (const { id } of gifts) expect(id).toMatch(/^gift_[\w-]{16}$/);
    });
  });

  describe("the image service", () => {
    const resizeOf = (url: string, query: string, init?: RequestInit) =>
      shop.request(`/images/resize?url=${encodeURIComponent(url)}&${query}`, init);
    const resize = async (query: string, init?: RequestInit) =>
      resizeOf(await productImage(), query, init);

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

    it("makes every demo badge's picture, as the badges page asks for it", async () => {
      const { data } = await shop.json<{ data: { member: Member } }>("/api/members/profile", {
        headers: as(tokens.member),
      });
      const badges = data.member.badges;
      expect(badges.length).toBeGreaterThan(0);
      for (const badge of badges) {
        const response = await resizeOf(badge.iconUrl, "width=120&format=webp&quality=100");
        expect(response.status, badge.name).toBe(200);
        expect(response.headers.get("Content-Type"), badge.name).toBe("image/webp");
      }
    });

    it("resizes only its own shop's images", async () => {
      const onAnotherShop = await resize("width=300", { headers: { Host: "plain.localhost" } });
      expect(await codeOf(onAnotherShop)).toBe("404 NOT_FOUND");
    });

    it("resizes a gated image only through a URL signed for its shop, and privately", async () => {
      const bytes = new Uint8Array(await (await shop.request(await productImage())).arrayBuffer());
      const id = await databaseMediaStore.put(shop.db, {
        shopId: DEMO_SHOP_ID,
        name: "members-only-sketch",
        extension: "webp",
        bytes,
        width: 800,
        height: 800,
        gated: true,
      });
      const signer = createMediaSigner(secrets, clock);
      const signed = signer.urlFor(id, DEMO_SHOP_ID, "usr_someone");

      expect(await codeOf(await resizeOf(`/media/${id}`, "width=300"))).toBe("403 MEDIA_FORBIDDEN");
      const forOtherShop = signer.urlFor(id, "shop_plain", "usr_someone");
      expect(await codeOf(await resizeOf(forOtherShop, "width=300"))).toBe("403 MEDIA_FORBIDDEN");
      const onAnotherShop = await resizeOf(signed, "width=300", {
        headers: { Host: "plain.localhost" },
      });
      expect(await codeOf(onAnotherShop)).toBe("403 MEDIA_FORBIDDEN");

      const resized = await resizeOf(signed, "width=300");
      expect(resized.status).toBe(200);
      expect(resized.headers.get("Content-Type")).toBe("image/webp");
      expect(resized.headers.get("Cache-Control")).toMatch(/^private, max-age=\d+$/);
      // Made once, then from the disk cache: still never to anyone without the signature.
      expect(await codeOf(await resizeOf(`/media/${id}`, "width=300"))).toBe("403 MEDIA_FORBIDDEN");
      const etag = resized.headers.get("ETag") ?? "";
      const revalidated = await resizeOf(`/media/${id}`, "width=300", {
        headers: { "If-None-Match": etag },
      });
      expect(revalidated.status).toBe(403);
    });

    it("keeps what it made on disk and answers 304 to the ETag it gave", async () => {
      const first = await resize("width=300");
      const etag = first.headers.get("ETag") ?? "";
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect((await readdir(cacheDir)).some((file) => file.endsWith(".webp"))).toBe(true);
      const again = await resize("width=300", { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
    });

    it("answers 503 with Retry-After while its queue is full, and resizes once there is room", async () => {
      let release = () => {};
      const busy = resizeQueue.run(
        () =>
          new Promise<void>((done) => {
            release = done;
          }),
      );
      const image = await productImage();
      const refused = await resizeOf(image, "width=450&fit=contain");
      expect(refused.headers.get("Retry-After")).toBe("1");
      // A refusal is for now, not a year: no cache may keep it.
      expect(refused.headers.get("Cache-Control")).toBe(PERSONAL_CACHE_CONTROL);
      expect(refused.headers.get("ETag")).toBeNull();
      expect(await codeOf(refused)).toBe("503 RESIZE_BUSY");
      release();
      await busy;
      expect((await resizeOf(image, "width=450&fit=contain")).status).toBe(200);
    });

    it("answers 422, never 500, to an image it cannot decode", async () => {
      await shop.db
        .insertInto("media")
        .values({
          id: "broken-000000000000000000000000.png",
          shop_id: DEMO_SHOP_ID,
          content_type: "image/png",
          bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
          width: 10,
          height: 10,
        })
        .execute();
      const response = await shop.request(
        "/images/resize?url=%2Fmedia%2Fbroken-000000000000000000000000.png&width=300",
      );
      expect(response.headers.get("Cache-Control")).toBe(PERSONAL_CACHE_CONTROL);
      expect(await codeOf(response)).toBe("422 IMAGE_UNDECODABLE");
    });
  });
});
