import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type ApiErrorBody,
  MEDIA_LIMITS,
  type MediaItem,
  type ThemeSettingsState,
} from "@vitrine/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  demoCallerTokens,
  openTestShop,
  type TestBackend,
  type TestShop,
  testBackends,
} from "../testing/test-shop";
import { createWorkQueue } from "./work-queue";

const LIBRARY = "/api/creators/media";

/** A photo-like image of `width` × `height`: noise, so encoders cannot shrink it to nothing. */
const noisy = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.random() * 255)), {
    raw: { width, height, channels: 3 },
  });

describe.each(testBackends())("the media library on $name", (backend: TestBackend) => {
  let shop: TestShop;
  let cacheDir: string;
  let tokens: Awaited<ReturnType<typeof demoCallerTokens>>;
  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), "vitrine-library-cache-"));
    shop = await openTestShop(backend, {
      imageCacheDir: cacheDir,
      resizeQueue: createWorkQueue({ concurrency: 1, maxQueued: 4 }),
    });
    tokens = await demoCallerTokens(shop.api.sessions);
  });
  afterAll(async () => {
    await shop.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const as = (token: string, host = "demo.localhost") => ({
    Authorization: `Bearer ${token}`,
    Host: host,
  });
  const codeOf = async (response: Response) =>
    `${response.status} ${((await response.json()) as ApiErrorBody).code}`;
  const messageOf = async (response: Response) => ((await response.json()) as ApiErrorBody).message;

  /** A multipart request as a browser sends it (`shop.request` would call it JSON). */
  const multipart = async (form: FormData, headers: Record<string, string>) =>
    shop.api.app.request(`http://localhost${LIBRARY}`, { method: "POST", headers, body: form });
  const post = (
    bytes: Uint8Array | Buffer,
    name = "photo.jpg",
    type = "image/jpeg",
    alt?: string,
  ) => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], name, { type }));
    if (alt !== undefined) form.set("alt", alt);
    return multipart(form, as(tokens.creator));
  };
  const uploaded = async (bytes: Uint8Array | Buffer, name = "photo.jpg") => {
    const response = await post(bytes, name);
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: MediaItem }).data;
  };
  const smallJpeg = () => noisy(64, 48).jpeg().toBuffer();

  it("stores an upload re-encoded, upright, without its EXIF or GPS, and lists it newest first", async () => {
    const tagged = await noisy(300, 200)
      .jpeg()
      .withExif({
        IFD0: { Copyright: "Jo", Make: "PhoneCo" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const item = await uploaded(tagged, "Beach Day.JPG");
    expect(item).toMatchObject({ width: 200, height: 300, alt: "" });
    expect(item.url).toMatch(/^\/media\/beach-day-[0-9a-f]{24}\.jpg$/);

    const served = await shop.request(item.url);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes.byteLength).toBe(item.bytes);
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 200, height: 300 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(new TextDecoder("latin1").decode(bytes)).not.toMatch(/PhoneCo|GPS/);

    const newer = await uploaded(await smallJpeg());
    const listed = await shop.json<{ data: MediaItem[]; page: { totalElements: number } }>(
      `${LIBRARY}?pageSize=1`,
      { headers: as(tokens.creator) },
    );
    expect(listed.data.map((image) => image.id)).toEqual([newer.id]);
    expect(listed.page.totalElements).toBeGreaterThanOrEqual(2);
  });

  it("is resized and served in srcset widths like every shop image", async () => {
    const item = await uploaded(await noisy(1000, 800).png().toBuffer(), "plan.png");
    expect(item.url).toMatch(/\.png$/);
    const resized = await shop.request(
      `/images/resize?url=${encodeURIComponent(item.url)}&width=450`,
    );
    expect(resized.status).toBe(200);
    expect(resized.headers.get("Content-Type")).toBe("image/webp");
    expect((await sharp(new Uint8Array(await resized.arrayBuffer())).metadata()).width).toBe(450);
  });

  it("keeps WebP, makes AVIF and GIF WebP (an animated GIF its first frame), shrinks a large one", async () => {
    const webp = await uploaded(await noisy(40, 30).webp().toBuffer(), "a.webp");
    expect(webp.url).toMatch(/\.webp$/);
    const avif = await uploaded(await noisy(40, 30).avif().toBuffer(), "a.avif");
    expect(avif.url).toMatch(/\.webp$/);
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 60, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame("#cc0000"), await frame("#0000cc")], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const gif = await uploaded(animated, "a.gif");
    expect(gif).toMatchObject({ width: 40, height: 60 });
    expect(gif.url).toMatch(/\.webp$/);
    const stored = new Uint8Array(await (await shop.request(gif.url)).arrayBuffer());
    expect((await sharp(stored, { pages: -1 }).metadata()).pages ?? 1).toBe(1);
    const [red, , blue] = await sharp(stored).raw().toBuffer();
    expect([red, blue]).toEqual([204, 0]);
    const wide = await uploaded(await noisy(3000, 1000).jpeg().toBuffer(), "wide.jpg");
    expect(wide).toMatchObject({ width: MEDIA_LIMITS.storedWidth, height: 683 });
  });

  it("knows a type by its bytes, not its name or declared type: anything else is 415 naming what is allowed", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const refused = await post(svg, "logo.jpg", "image/jpeg");
    expect(refused.status).toBe(415);
    expect(await messageOf(refused)).toBe("The file must be a JPEG, PNG, WebP, AVIF or GIF image.");
    const tiff = await noisy(10, 10).tiff().toBuffer();
    expect(await codeOf(await post(tiff, "x.png", "image/png"))).toBe("415 UNSUPPORTED_IMAGE_TYPE");
    // A real PNG called a text file is still a PNG.
    const png = await noisy(10, 10).png().toBuffer();
    expect((await post(png, "notes.txt", "text/plain")).status).toBe(201);
  });

  it("refuses a file past the size limit with 413", async () => {
    const big = new Uint8Array(MEDIA_LIMITS.bytes + 1);
    big.set([0xff, 0xd8, 0xff]);
    const refused = await post(big);
    expect(refused.status).toBe(413);
    expect(await messageOf(refused)).toBe(
      "The image must be a JPEG, PNG, WebP, AVIF or GIF of at most 20 MB.",
    );
  });

  it("refuses too many pixels from the header, before decoding (an image bomb), and a broken file, with 422", async () => {
    // 8,000 × 8,000 of one colour: a few kilobytes that would decode to 64 megapixels.
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: "#fff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const refused = await post(bomb, "bomb.png", "image/png");
    expect(refused.status).toBe(422);
    expect(await messageOf(refused)).toBe(
      "The image must be at most 40 megapixels and 10,000 px on its longest side; this one is 8000 × 8000.",
    );
    const strip = await sharp({
      create: { width: 12_000, height: 10, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    expect(await codeOf(await post(strip, "strip.png"))).toBe("422 IMAGE_TOO_MANY_PIXELS");

    const jpeg = await noisy(200, 200).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.byteLength / 2));
    expect(await codeOf(await post(truncated))).toBe("422 IMAGE_UNDECODABLE");
    expect(await codeOf(await post(new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2])))).toBe(
      "422 IMAGE_UNDECODABLE",
    );
  });

  it("is for the shop's creator only: another shop's creator gets 404 for its images", async () => {
    const item = await uploaded(await smallJpeg());
    const form = new FormData();
    form.set("file", new File([new Uint8Array(await smallJpeg())], "x.jpg"));
    const nobody = await multipart(form, { Host: "demo.localhost" });
    expect(nobody.status).toBe(401);
    const member = await shop.request(LIBRARY, { headers: as(tokens.member) });
    expect(member.status).toBe(403);

    const minimal = (init: RequestInit = {}) => ({
      ...init,
      headers: {
        ...as(tokens.minimalCreator, "minimal.localhost"),
        "Content-Type": "application/json",
      },
    });
    const theirs = await shop.json<{ data: MediaItem[] }>(LIBRARY, minimal());
    expect(theirs.data.map((image) => image.id)).not.toContain(item.id);
    const path = `${LIBRARY}/${item.id}`;
    const alt = JSON.stringify({ alt: "mine now" });
    expect((await shop.request(path, minimal({ method: "PATCH", body: alt }))).status).toBe(404);
    expect((await shop.request(path, minimal({ method: "DELETE" }))).status).toBe(404);
    // A creator of another shop on this shop's host is refused outright.
    expect((await shop.request(LIBRARY, { headers: as(tokens.minimalCreator) })).status).toBe(403);
  });

  it("sets an alt text within its limit", async () => {
    const item = await uploaded(await smallJpeg());
    const patch = (alt: string) =>
      shop.request(`${LIBRARY}/${item.id}`, {
        method: "PATCH",
        headers: as(tokens.creator),
        body: JSON.stringify({ alt }),
      });
    const set = await patch("  A red tee on a chair ");
    expect(((await set.json()) as { data: MediaItem }).data.alt).toBe("A red tee on a chair");
    expect(await codeOf(await patch("x".repeat(MEDIA_LIMITS.altLength + 1)))).toBe(
      "400 VALIDATION_ERROR",
    );
    expect(
      await codeOf(await post(await smallJpeg(), "a.jpg", "image/jpeg", "y".repeat(301))),
    ).toBe("400 VALIDATION_ERROR");
  });

  it("refuses to delete an image a published version uses, saying where; a draft does not hold it", async () => {
    const settingsPath = "/api/creators/theme-settings";
    const item = await uploaded(await smallJpeg());
    const remove = () =>
      shop.request(`${LIBRARY}/${item.id}`, { method: "DELETE", headers: as(tokens.creator) });
    const state = async () =>
      (await shop.json<{ data: ThemeSettingsState }>(settingsPath, { headers: as(tokens.creator) }))
        .data;
    const write = async (kind: "draft" | "publish", image: string | null) => {
      const current = await state();
      const hero = { id: "hero-1", type: "hero", settings: { image } };
      const settings = { ...current.published.settings, home_sections: [hero] };
      const response = await shop.request(`${settingsPath}/${kind}`, {
        method: kind === "draft" ? "PUT" : "POST",
        headers: as(tokens.creator),
        body: JSON.stringify({ settings, baseRevision: current.revision }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    // Scheduled to go live, it is held until the schedule is cancelled.
    const scheduledImage = await uploaded(await smallJpeg());
    const current = await state();
    const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    inAMonth.setUTCSeconds(0, 0);
    const publishAt = inAMonth.toISOString();
    const hero = { id: "hero-1", type: "hero", settings: { image: scheduledImage.url } };
    const [schedule] = (
      await shop.json<{ data: { id: string }[] }>(`${settingsPath}/schedules`, {
        method: "POST",
        headers: as(tokens.creator),
        body: JSON.stringify({
          settings: { ...current.published.settings, home_sections: [hero] },
          baseRevision: current.revision,
          publishAt,
        }),
      })
    ).data;
    const removeScheduled = () =>
      shop.request(`${LIBRARY}/${scheduledImage.id}`, {
        method: "DELETE",
        headers: as(tokens.creator),
      });
    const held = await removeScheduled();
    expect(held.status).toBe(409);
    expect(await messageOf(held)).toBe(
      `This image is used by the publish scheduled for ${publishAt} (UTC): it cannot be deleted.`,
    );
    await shop.request(`${settingsPath}/schedules/${schedule?.id}`, {
      method: "DELETE",
      headers: as(tokens.creator),
    });
    expect((await removeScheduled()).status).toBe(200);

    // Saved as a draft only: nothing visitors see or a restore brings back uses it.
    const draftOnly = await uploaded(await smallJpeg());
    await write("draft", `http://demo.localhost${draftOnly.url}`);
    const removed = await shop.request(`${LIBRARY}/${draftOnly.id}`, {
      method: "DELETE",
      headers: as(tokens.creator),
    });
    expect(removed.status).toBe(200);
    expect((await shop.request(draftOnly.url)).status).toBe(404);

    await write("publish", item.url);
    const live = await remove();
    expect(live.status).toBe(409);
    const version = (await state()).published.version;
    expect(await messageOf(live)).toBe(
      `This image is used by the live settings (home_sections.0.settings.image) and by published version ${version}, which a restore would bring back: it cannot be deleted.`,
    );
    // The page's initial state carries the alt text of the image the live settings use.
    await shop.request(`${LIBRARY}/${item.id}`, {
      method: "PATCH",
      headers: as(tokens.creator),
      body: JSON.stringify({ alt: "A hero picture" }),
    });
    const unused = await uploaded(await smallJpeg());
    await shop.request(`${LIBRARY}/${unused.id}`, {
      method: "PATCH",
      headers: as(tokens.creator),
      body: JSON.stringify({ alt: "Not on the page" }),
    });
    const visitor = (await shop.api.getInitialState("demo.localhost")).shop?.mediaAlts;
    expect(visitor).toEqual({ [item.url]: "A hero picture" });
    const owner = await shop.api.getInitialState("demo.localhost", { authToken: tokens.creator });
    expect(owner.shop?.mediaAlts?.[unused.url]).toBe("Not on the page");

    await write("publish", null);
    const history = await remove();
    expect(await codeOf(history.clone())).toBe("409 IMAGE_IN_USE");
    expect(await messageOf(history)).toContain(`published version ${version},`);
  });
});
