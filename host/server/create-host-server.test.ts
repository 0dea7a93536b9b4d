import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  CART_TOKEN_COOKIE,
  type InitialState,
  PUBLIC_CACHE_CONTROL,
  type ShopErrorStatus,
  THEME_PREVIEW_COOKIE,
  THEMES_API_PATH,
  type ThemePreviewGrant,
} from "@vitrine/contract";
import { COMING_SOON_PASSWORD } from "@vitrine/contract/demo";
import { AUTH_TOKEN_COOKIE, createStorefront } from "@vitrine/sdk";
import { dateFormatOf, moneyFormatOf } from "@vitrine/sdk/host";
import { FONT_FILES_FIXTURE } from "@vitrine/sdk/testing";
import {
  createRecordingMail,
  createShopApi,
  generateSecrets,
  MINIMAL_CREATOR,
  MINIMAL_SHOP_ID,
  openDatabase,
  publishTheme,
  type ShopDatabase,
  seedDemo,
  themeUploadOf,
} from "@vitrine/shop-api";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHostServer, ROBOTS_TXT } from "./create-host-server";
import { jsonForScript } from "./html-escape";
import type { PageRenderer } from "./server-render";
import { firstDecodedText } from "./testing/first-decoded-text";

const ASSET = "/assets/index-Bx3f9a1c.js";
const ASSET_SOURCE = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;

const FONT_FILES = FONT_FILES_FIXTURE;

/** A build's shape without running Vite: an import map, a title to replace, a hashed chunk. */
async function writeFakeDist(dir: string): Promise<void> {
  await mkdir(join(dir, "assets"), { recursive: true });
  const page = (title: string) => `<!doctype html>
<html lang="en" class="no-js">
  <head>
    <meta charset="UTF-8" />
    <script type="importmap">{"imports":{"react":"/assets/shared/react-1.js"}}</script>
    <title>${title}</title>
    <meta name="description" content="template" />
    <script type="module" crossorigin src="${ASSET}"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
  await writeFile(join(dir, "index.html"), page("Vitrine"));
  await writeFile(join(dir, "customize.html"), page("Customize"));
  await writeFile(join(dir, ASSET), ASSET_SOURCE);
  await writeFile(join(dir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dir, "font-files.json"), JSON.stringify(FONT_FILES));
}

let dist: string;
let shopApi: ReturnType<typeof createShopApi>;
let db: ShopDatabase;
let app: Hono;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "vitrine-host-dist-"));
  await writeFakeDist(dist);
  db = await openDatabase({ dataDir: "memory://" });
  await seedDemo(db);
  await db
    .updateTable("shops")
    .set({ name: `Plain </script><script>alert(1)</script> & "Goods"`, locale: "fr" })
    .where("id", "=", "shop_plain")
    .execute();
  // The plain shop keeps the system's fonts, so one seeded shop has no file to load.
  const plain = await db
    .selectFrom("shops")
    .select("theme_settings")
    .where("id", "=", "shop_plain")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("shops")
    .set({
      theme_settings: JSON.stringify({
        ...(typeof plain.theme_settings === "string"
          ? JSON.parse(plain.theme_settings)
          : plain.theme_settings),
        body_font: "system-ui",
        heading_font: "system-ui",
      }),
    })
    .where("id", "=", "shop_plain")
    .execute();
  // The minimal shop's theme is published as `pnpm start` does, from a tiny build instead of Vite's.
  const minimalCreator = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", MINIMAL_CREATOR.email)
    .executeTakeFirstOrThrow();
  await publishTheme(db, {
    shopId: MINIMAL_SHOP_ID,
    userId: minimalCreator.id,
    upload: themeUploadOf({
      handle: "minimal",
      entry: "theme.js",
      styles: ["theme.css"],
      files: {
        "theme.js":
          'export default { handle: "minimal", pages: {}, layouts: {}, translations: {} };\n',
        "theme.css": ".minimal { color: teal; }\n",
      },
    }),
  });
  shopApi = createShopApi({ db, secrets: generateSecrets(), mail: createRecordingMail() });
  app = await createHostServer({ backend: shopApi, distDir: dist, reportError: () => {} });
});

afterAll(async () => {
  await db?.destroy();
  await rm(dist, { recursive: true, force: true });
});

const get = (path: string, host: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { Host: host, ...headers } });

/** A `Cookie` header with a session of that kind of user on that shop. */
async function sessionCookie(userType: "CREATOR" | "MEMBER", shopId = "shop_demo") {
  const token = await shopApi.sessions.sign({
    sub: "usr-test",
    user_type: userType,
    shop_id: shopId,
  });
  return { Cookie: `other=1; ${AUTH_TOKEN_COOKIE}=${token}` };
}

function stateOf(html: string): InitialState {
  const block = /<script type="application\/json" id="vitrine-state">(.*?)<\/script>/s.exec(html);
  if (!block?.[1]) throw new Error("no initial-state block");
  return JSON.parse(block[1]) as InitialState;
}

function jsonLdOf(html: string): Record<string, unknown> | null {
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return block?.[1] ? (JSON.parse(block[1]) as Record<string, unknown>) : null;
}

describe("every shop host gets the page with its initial state", () => {
  it.each([
    ["localhost:3000", "shop_demo"],
    ["demo.localhost:3000", "shop_demo"],
    ["minimal.localhost:3000", "shop_minimal"],
    ["plain.localhost:3000", "shop_plain"],
  ])("%s answers 200 with shop %s", async (host, shopId) => {
    const response = await get("/", host);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const state = stateOf(await response.text());
    expect(state.shop?.id).toBe(shopId);
    expect(state.error).toBeNull();
  });

  it("the page carries how the shop's locale writes its currency and dates, for the browser to write them without Intl", async () => {
    const state = stateOf(await (await get("/", "demo.localhost:3000")).text());
    const { locale, currency } = state.shop ?? { locale: "", currency: "" };
    expect(state.moneyFormats).toEqual([moneyFormatOf(locale, currency)]);
    expect(state.moneyFormats?.[0]).toMatchObject({ locale: "en", currency: "USD" });
    expect(state.dateFormats).toEqual([dateFormatOf(locale)]);
    expect(state.dateFormats?.[0]).toMatchObject({ locale: "en", dayDigits: 1 });
  });

  it("minimal.localhost names its live version: script and stylesheet on the assets host, its small stylesheet carried in the head", async () => {
    const html = await (await get("/", "minimal.localhost:3000")).text();
    const theme = stateOf(html).shop?.theme;
    const base = "http://minimal.localhost:3000/themes/shop_minimal/minimal/1/";
    expect(theme).toMatchObject({ handle: "minimal", version: 1, preview: null });
    expect(theme?.script).toMatch(new RegExp(`^${base}theme\\.[0-9a-f]{8}\\.js$`));
    expect(theme?.styles).toHaveLength(1);
    expect(html).toContain(
      `<style data-vitrine-theme-style="${theme?.styles[0]}">.minimal { color: teal; }\n</style>`,
    );
    expect(html).not.toContain(
      '<link rel="stylesheet" href="http://minimal.localhost:3000/themes/',
    );
    const script = await get(new URL(theme?.script ?? "").pathname, "minimal.localhost:3000");
    expect(script.status).toBe(200);
    expect(script.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it("the bundled default theme loads no script and links no theme stylesheet", async () => {
    const html = await (await get("/", "demo.localhost:3000")).text();
    expect(stateOf(html).shop?.theme).toMatchObject({
      handle: "default",
      version: null,
      script: null,
      styles: [],
    });
    expect(html).not.toContain("data-vitrine-theme-style");
  });

  it("soon.localhost is a coming-soon shop: its coming-soon page answers 200", async () => {
    const response = await get("/coming-soon", "soon.localhost:3000");
    expect(response.status).toBe(200);
    expect(stateOf(await response.text()).shop?.isComingSoon).toBe(true);
  });

  it.each([
    ["unknown.localhost:3000", "SHOP_NOT_FOUND", 404],
    ["blocked.localhost:3000", "SHOP_BLOCKED", 403],
    ["notheme.localhost:3000", "SHOP_THEME_MISSING", 503],
  ])("%s gets the page with error %s and HTTP %i", async (host, status, httpStatus) => {
    const response = await get("/products/anything", host);
    expect(response.status).toBe(httpStatus);
    const html = await response.text();
    expect(stateOf(html)).toMatchObject({ shop: null, error: { status } });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<div id="root"></div>');
  });

  it("a shop error status the server does not know is the page with HTTP 500", async () => {
    const onFire = await createHostServer({
      backend: {
        app: shopApi.app,
        sessions: shopApi.sessions,
        contentVersion: shopApi.contentVersion,
        getInitialState: async (host) => ({
          ...(await shopApi.getInitialState(host)),
          shop: null,
          error: { status: "SHOP_ON_FIRE" as ShopErrorStatus, message: "" },
        }),
      },
      distDir: dist,
      reportError: () => {},
    });
    const response = await onFire.request("/", { headers: { Host: "demo.localhost:3000" } });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(stateOf(html).error?.status).toBe("SHOP_ON_FIRE");
    // The screen the browser shows for a status it does not know is the internal-error screen.
    expect(html).toContain("<title>Something went wrong</title>");
  });

  it.each([
    ["unknown.localhost:3000", "Boutique introuvable", "Shop not found"],
    ["blocked.localhost:3000", "Cette boutique est indisponible", "This shop is unavailable"],
    [
      "notheme.localhost:3000",
      "Cette boutique est en cours de préparation",
      "This shop is being set up",
    ],
  ])(
    "%s's error page is in the visitor's language: <html lang> and title",
    async (host, french, english) => {
      const inFrench = await get("/", host, { "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.8" });
      const html = await inFrench.text();
      expect(html).toContain('<html lang="fr"');
      expect(html).toContain(`<title>${french}</title>`);
      expect(inFrench.headers.get("Vary")).toContain("Accept-Language");
      const inEnglish = await (await get("/", host, { "Accept-Language": "de, en;q=0.5" })).text();
      expect(inEnglish).toContain('<html lang="en"');
      expect(inEnglish).toContain(`<title>${english}</title>`);
    },
  );

  it("a malformed Host header is a 400, not a page", async () => {
    const response = await get("/", "demo.localhost:3000@evil.test");
    expect(response.status).toBe(400);
  });

  it("expires a malformed auth cookie in its answer, and keeps a real session's", async () => {
    const expired = new RegExp(`^${AUTH_TOKEN_COOKIE}=deleted; Max-Age=0; Path=/;`);
    const malformed = { Cookie: `${AUTH_TOKEN_COOKIE}=garbage; other=1` };
    const page = await get("/membership/users/members/profile", "demo.localhost:3000", malformed);
    expect(page.headers.getSetCookie()).toEqual([expect.stringMatching(expired)]);
    // The customizer's gate reads it as no session: to log in, the cookie expired on the way.
    const customize = await get("/customize", "demo.localhost:3000", malformed);
    expect(customize.headers.get("Location")).toMatch(/^\/membership\/auth\/login/);
    expect(customize.headers.getSetCookie()).toEqual([expect.stringMatching(expired)]);
    const member = await get("/", "demo.localhost:3000", await sessionCookie("MEMBER"));
    expect(member.headers.getSetCookie()).toEqual([]);
    // A shared page that expires one browser's cookie is that browser's answer alone.
    const shared = await get("/products", "demo.localhost:3000", malformed);
    expect(shared.headers.getSetCookie()).toEqual([expect.stringMatching(expired)]);
    expect(shared.headers.get("Cache-Control")).toBe("private, no-store");
    expect(shared.headers.get("ETag")).toBeNull();
  });

  it("sets <html lang> to the shop's locale and keeps the template's other attributes", async () => {
    const html = await (await get("/", "plain.localhost:3000")).text();
    expect(html).toContain('<html lang="fr" class="no-js">');
    expect(await (await get("/", "demo.localhost:3000")).text()).toContain('<html lang="en"');
  });
});

describe("the page head", () => {
  it("has the shop's title, description, canonical without query and Open Graph tags", async () => {
    const html = await (await get("/collections/apparel?page=2", "demo.localhost:3000")).text();
    expect(html).toContain("<title>Maya Makes</title>");
    expect(html).not.toContain("<title>Vitrine</title>");
    expect(html).not.toContain('content="template"');
    expect(html).toMatch(/<meta name="description" content="Maya Makes: merch/);
    expect(html).toContain(
      '<link rel="canonical" href="http://demo.localhost:3000/collections/apparel">',
    );
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:site_name" content="Maya Makes">');
    expect(html).toContain(
      '<meta property="og:url" content="http://demo.localhost:3000/collections/apparel">',
    );
    expect(html).not.toContain("application/ld+json");
  });

  it("writes the shop's theme settings as CSS variables on :root", async () => {
    const html = await (await get("/", "demo.localhost:3000")).text();
    expect(html).toMatch(
      /<style id="vitrine-theme-variables">:root\{[^<]*--vt-page-width:[^<]*\}<\/style>/,
    );
    const error = await (await get("/", "blocked.localhost:3000")).text();
    expect(error).not.toContain("vitrine-theme-variables");
  });

  it("keeps the import map before the head tags and the module script", async () => {
    const html = await (await get("/", "demo.localhost:3000")).text();
    expect(html.indexOf('type="importmap"')).toBeLessThan(html.indexOf("<title>"));
    expect(html.indexOf("<title>")).toBeLessThan(html.indexOf("</head>"));
  });

  it("a product page has the product's title, og:image and a JSON-LD Product with its offer", async () => {
    const response = await get("/products/night-owl-hoodie", "demo.localhost:3000");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Night Owl Hoodie · Maya Makes</title>");
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/demo\.localhost:3000\//);
    expect(jsonLdOf(html)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Night Owl Hoodie",
      description: expect.stringContaining("400 gsm brushed cotton"),
      image: expect.arrayContaining([expect.stringMatching(/^http:\/\/demo\.localhost:3000\//)]),
      offers: {
        "@type": "AggregateOffer",
        lowPrice: "64.00",
        highPrice: "69.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "http://demo.localhost:3000/products/night-owl-hoodie",
      },
    });
    const images = jsonLdOf(html)?.image as string[];
    expect(new Set(images).size).toBe(images.length);
  });

  it("a renamed product's old slug is a 301 to its new address, query kept", async () => {
    const response = await get("/products/midnight-hoodie?ref=mail", "demo.localhost:3000");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/products/night-owl-hoodie?ref=mail");
  });

  it("a renamed collection's old slug is a 301 to its new address too, query kept", async () => {
    const response = await get("/collections/clothing?page=2", "demo.localhost:3000");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/collections/apparel?page=2");
  });

  it("an unknown product is the page with HTTP 404 and no JSON-LD", async () => {
    const response = await get("/products/no-such-thing", "demo.localhost:3000");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(stateOf(html).shop?.id).toBe("shop_demo");
    expect(jsonLdOf(html)).toBeNull();
  });

  it.each(["/no-such-page", "/products/tee/extra", "/membership/nope"])(
    "%s, an address no route has, is the page with HTTP 404",
    async (path) => {
      const response = await get(path, "demo.localhost:3000");
      expect(response.status).toBe(404);
      expect(stateOf(await response.text()).shop?.id).toBe("shop_demo");
    },
  );

  it.each(["/", "/cart", "/collections/apparel", "/membership/posts"])(
    "%s is a page",
    async (path) => {
      expect((await get(path, "demo.localhost:3000")).status).toBe(200);
    },
  );

  it.each([
    ["/cart/", "/cart"],
    ["/membership/posts/?tab=2", "/membership/posts?tab=2"],
    ["/no-such-page//", "/no-such-page"],
    ["//evil.test/", "/evil.test"],
  ])("%s: a trailing slash is removed by a 301 to %s, before anything else", async (path, to) => {
    const response = await get(path, "demo.localhost:3000");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(to);
  });

  it("the bare membership checkout is the page with HTTP 404, as the route record says", async () => {
    expect((await get("/membership/checkouts/c1", "demo.localhost:3000")).status).toBe(404);
  });

  describe("a page whose resource does not exist answers 404; one that exists, 200", () => {
    it.each([
      ["collection", "/collections/apparel", "/collections/no-such-collection"],
      ["page", "/pages/about", "/pages/no-such-page"],
      ["post", "/membership/posts/video-sketchbook-tools", "/membership/posts/no-such-post"],
      ["video", "/membership/videos/sketchbook-1-tools", "/membership/videos/no-such-video"],
      [
        "video embed",
        "/membership/video-embeds/sketchbook-1-tools",
        "/membership/video-embeds/nope",
      ],
      [
        "video series",
        "/membership/video-series/sketchbook-basics",
        "/membership/video-series/nope",
      ],
      ["audio", "/membership/audios/studio-notes-1", "/membership/audios/no-such-audio"],
    ])("%s: %s is 200, %s is 404", async (_, existing, missing) => {
      expect((await get(existing, "demo.localhost:3000")).status).toBe(200);
      const response = await get(missing, "demo.localhost:3000");
      expect(response.status).toBe(404);
      expect(stateOf(await response.text()).shop?.id).toBe("shop_demo");
    });

    it("a gift: the seeded one is 200, an unknown id 404", async () => {
      const gift = await db
        .selectFrom("gifts")
        .select("id")
        .where("shop_id", "=", "shop_demo")
        .executeTakeFirstOrThrow();
      expect((await get(`/gifts/${gift.id}`, "demo.localhost:3000")).status).toBe(200);
      expect((await get("/gifts/no-such-gift", "demo.localhost:3000")).status).toBe(404);
    });

    it.each(["/products/", "/collections/", "/membership/posts/", "/membership/videos/"])(
      "%s with an id the API refuses as malformed is 404, and no error is reported",
      async (route) => {
        const reported: unknown[] = [];
        const watched = await createHostServer({
          backend: shopApi,
          distDir: dist,
          reportError: (error) => reported.push(error),
        });
        const response = await watched.request(`${route}${"%F0%9F%98%80".repeat(200)}`, {
          headers: { Host: "demo.localhost:3000" },
        });
        expect(response.status).toBe(404);
        expect(reported).toEqual([]);
      },
    );

    it("a checkout: one the shopper started is 200 at each step, an unknown id 404", async () => {
      const page = await (await get("/", "demo.localhost:3000")).text();
      const storefront = createStorefront({
        shopId: "shop_demo",
        endpoints: stateOf(page).endpoints,
        locale: "en",
        fetch: async (input, init) => shopApi.app.fetch(new Request(input, init)),
      });
      const product = await storefront.api.storefront.getProduct("night-owl-hoodie");
      const variant = product.variants[0];
      if (variant === undefined) throw new Error("the seeded hoodie has no variant");
      const cart = await storefront.api.cart.add(undefined, {
        productId: product.id,
        variantId: variant.id,
        quantity: 1,
      });
      const checkout = await storefront.api.shopCheckout.create(cart.token);
      storefront.destroy();
      for (const step of ["", "/information", "/recover"]) {
        const address = `/checkouts/${checkout.id}${step}`;
        expect((await get(address, "demo.localhost:3000")).status, address).toBe(200);
      }
    });

    it.each([
      "/checkouts/zzz",
      "/checkouts/zzz/information",
      "/checkouts/zzz/payment",
      "/thankyou/a/b",
      "/donations/x/success",
    ])(
      "%s, a checkout, order or donation that does not exist, is the not-found page with HTTP 404",
      async (path) => {
        const response = await get(path, "demo.localhost:3000");
        expect(response.status).toBe(404);
        expect(stateOf(await response.text()).shop?.id).toBe("shop_demo");
      },
    );

    it.each(["/orders/NOSUCHCODE/status", "/orders/NOSUCHCODE/cancel"])(
      "an unknown order: %s is 404",
      async (path) => {
        expect((await get(path, "demo.localhost:3000")).status).toBe(404);
      },
    );

    it.each(["/membership/posts/video-riso-separations", "/membership/audios/studio-notes-3"])(
      "%s, paid content a visitor cannot open, is 200: its page is the teaser",
      async (path) => {
        expect((await get(path, "demo.localhost:3000")).status).toBe(200);
      },
    );

    it("with the membership private, a post address is left to the browser's guard: 200", async () => {
      expect((await get("/membership/posts/no-such-post", "private.localhost:3000")).status).toBe(
        200,
      );
    });

    it("with the membership off, a post address is left to the browser's guard: 200", async () => {
      expect((await get("/membership/posts/no-such-post", "plain.localhost:3000")).status).toBe(
        200,
      );
    });
  });

  it("a product slug reaches the API as one encoded segment", async () => {
    const response = await get("/products/a%2F..%2Fb", "demo.localhost:3000");
    expect(response.status).toBe(404);
  });

  it.each(["/membership/auth/login", "/membership/users/members", "/membership/no/such/page"])(
    "%s (a member's own page, or none) is noindex",
    async (path) => {
      const html = await (await get(path, "demo.localhost:3000")).text();
      expect(html).toContain('<meta name="robots" content="noindex">');
    },
  );

  it.each(["/products/night-owl-hoodie", "/membership/pricing", "/membership/posts"])(
    "%s (what anyone may see) is indexable",
    async (path) => {
      const html = await (await get(path, "demo.localhost:3000")).text();
      expect(html).not.toContain('name="robots"');
    },
  );

  it("a shop name holding </script> cannot close an element or inject markup", async () => {
    const html = await (await get("/", "plain.localhost:3000")).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain(
      "<title>Plain &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Goods&quot;</title>",
    );
    expect(stateOf(html).shop?.name).toBe(`Plain </script><script>alert(1)</script> & "Goods"`);
  });

  it("JSON-LD cannot close its script element either", () => {
    const json = jsonForScript({ name: "</script><script>alert(1)</script>\u2028" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>\u2028" });
  });

  it("serves customize.html at /customize with the shop's state, to the shop's creator", async () => {
    const response = await get("/customize", "demo.localhost:3000", await sessionCookie("CREATOR"));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(stateOf(html).shop?.id).toBe("shop_demo");
    expect(html).not.toContain("<title>Customize</title>");
  });

  it("sends a signed-out visitor of /customize to log in, and back to /customize after", async () => {
    const response = await get("/customize", "demo.localhost:3000");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/membership/auth/login?returnTo=%2Fcustomize");
  });

  it("refuses /customize to a member and to another shop's creator, with no state in the page", async () => {
    for (const cookie of [
      await sessionCookie("MEMBER"),
      await sessionCookie("CREATOR", "shop_minimal"),
    ]) {
      const response = await get("/customize", "demo.localhost:3000", cookie);
      expect(response.status).toBe(403);
      const html = await response.text();
      expect(html).toContain("Only the shop's creator can customize it");
      expect(html).not.toContain("vitrine-state");
    }
  });
});

describe("the shop's fonts", () => {
  const faces = (html: string, family: string) =>
    new RegExp(`<style data-vitrine-font="${family}">(.*?)</style>`, "s").exec(html)?.[1] ?? "";

  it("the demo shop's head declares Space Grotesk and Inter from the build's variable files, swapping", async () => {
    const html = await (await get("/", "demo.localhost:3000")).text();
    const grotesk = faces(html, "Space Grotesk");
    expect(grotesk.match(/@font-face\{/g)).toHaveLength(1);
    expect(grotesk).toContain("font-weight:400 700");
    expect(grotesk).toContain('font-family:"Space Grotesk"');
    expect(grotesk).toContain("font-display:swap");
    expect(grotesk).toContain('url("/assets/space-grotesk-latin-wght-normal-h4sh.woff2")');
    expect(faces(html, "Inter")).toContain('url("/assets/inter-latin-wght-normal-h4sh.woff2")');
  });

  it("the demo shop's head preloads the files of the body's regular and the heading's bold", async () => {
    const html = await (await get("/products/night-owl-hoodie", "demo.localhost:3000")).text();
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads).toEqual([
      '<link rel="preload" href="/assets/inter-latin-wght-normal-h4sh.woff2" as="font" type="font/woff2" crossorigin fetchpriority="low">',
      '<link rel="preload" href="/assets/space-grotesk-latin-wght-normal-h4sh.woff2" as="font" type="font/woff2" crossorigin fetchpriority="low">',
    ]);
  });

  it("a shop on the system's fonts gets no font face and no preload", async () => {
    const html = await (await get("/", "plain.localhost:3000")).text();
    expect(html).toContain("--vt-body-font-family:system-ui,");
    expect(html).not.toContain("@font-face");
    expect(html).not.toContain('rel="preload"');
  });

  it("a page without a shop declares no font", async () => {
    const html = await (await get("/", "nowhere.localhost:3000")).text();
    expect(html).not.toContain("@font-face");
  });
});

describe("files and compression", () => {
  it("hashed assets are cached for a year, immutable", async () => {
    const response = await get(ASSET, "demo.localhost:3000");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toBe(ASSET_SOURCE);
  });

  it("other files revalidate after five minutes and answer 304 to their ETag", async () => {
    const response = await get("/favicon.svg", "demo.localhost:3000");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300, must-revalidate");
    const etag = response.headers.get("ETag") ?? "";
    const again = await get("/favicon.svg", "demo.localhost:3000", { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  it("a missing hashed asset is a 404, not the page", async () => {
    const response = await get("/assets/index-gone.js", "demo.localhost:3000");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("vitrine-state");
  });

  it("an anonymous page may be kept by shared caches for a moment, a visitor's never", async () => {
    const response = await get("/membership/pricing", "demo.localhost:3000");
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get("Vary")).toContain("Cookie");
    const withCart = await get("/cart", "demo.localhost:3000", {
      Cookie: `${CART_TOKEN_COOKIE}=cart_1`,
    });
    expect(withCart.headers.get("Cache-Control")).toBe("private, no-store");
    const missing = await get("/products/no-such-product", "demo.localhost:3000");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBe("no-cache");
  });

  describe("an anonymous page's entity tag", () => {
    let clockMs = 1_000_000;
    let pages: Hono;
    let appDist: string;
    beforeAll(async () => {
      // Writes the nonce it was given where React's inline scripts would carry it.
      const renderer: PageRenderer = async ({ nonce }) => ({
        type: "page",
        status: 200,
        body: () => new Response(`<script nonce="${nonce}"></script>`).body as ReadableStream,
        allReady: Promise.resolve(),
        resources: () => ({}),
      });
      // The build's page, whose app element a server render fills.
      appDist = await mkdtemp(join(tmpdir(), "vitrine-host-dist-"));
      await writeFakeDist(appDist);
      const index = await readFile(join(appDist, "index.html"), "utf8");
      await writeFile(join(appDist, "index.html"), index.replace('id="root"', 'id="app"'));
      pages = await createHostServer({
        backend: shopApi,
        distDir: appDist,
        renderer,
        reportError: () => {},
        now: () => clockMs,
      });
    });
    afterAll(() => rm(appDist, { recursive: true, force: true }));
    const page = (headers: Record<string, string> = {}) =>
      pages.request("/products", { headers: { Host: "demo.localhost:3000", ...headers } });
    const nonceIn = async (response: Response) =>
      /nonce="([^"]+)"/.exec(await response.text())?.[1];

    it("answers 304, before rendering, while nothing was written to the shop", async () => {
      const first = await page();
      const etag = first.headers.get("ETag") ?? "";
      expect(etag).toBe(`W/"${etag.slice(3, 30)}.${await nonceIn(first)}"`);
      const again = await page({ "If-None-Match": etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("ETag")).toBe(etag);
      expect(again.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
      // The browser keeps the policy that came with its copy, and the nonce that policy allows.
      expect(again.headers.get("Content-Security-Policy")).toBeNull();
    });

    it("tells renders apart, each tag naming its own nonce, and ages with the clock", async () => {
      const first = await page();
      const second = await page();
      const nonce = await nonceIn(first);
      expect(await nonceIn(second)).not.toBe(nonce);
      expect(first.headers.get("ETag")).toContain(`.${nonce}"`);
      expect(first.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
      // Any render of the current version is a current copy.
      const revalidated = await page({ "If-None-Match": second.headers.get("ETag") ?? "" });
      expect(revalidated.status).toBe(304);
      clockMs += 60_000;
      const later = await page({ "If-None-Match": second.headers.get("ETag") ?? "" });
      expect(later.status).toBe(200);
    });

    it("changes when a write to the shop is announced, by any node", async () => {
      const etag = (await page()).headers.get("ETag") ?? "";
      await shopApi.changeFeed.publish({ shopId: "shop_demo", scope: "products" });
      const after = await page({ "If-None-Match": etag });
      expect(after.status).toBe(200);
      expect(after.headers.get("ETag")).not.toBe(etag);
    });

    it("changes with the address, and with the cookies of a page rendered for them", async () => {
      const etag = (await page()).headers.get("ETag");
      const other = await pages.request("/collections", {
        headers: { Host: "demo.localhost:3000" },
      });
      expect(other.headers.get("ETag")).not.toBe(etag);
      const pricing = (headers: Record<string, string> = {}) =>
        pages.request("/membership/pricing", {
          headers: { Host: "demo.localhost:3000", ...headers },
        });
      const pricingTag = (await pricing()).headers.get("ETag");
      expect((await pricing({ Cookie: "consent=all" })).headers.get("ETag")).not.toBe(pricingTag);
      const withSession = await pricing({
        ...(await sessionCookie("MEMBER")),
        "If-None-Match": pricingTag ?? "",
      });
      expect(withSession.status).toBe(200);
      expect(withSession.headers.get("ETag")).toBeNull();
    });

    it("is the same for every visitor of a shared page, whatever their cookies", async () => {
      const etag = (await page()).headers.get("ETag") ?? "";
      for (const Cookie of [`${CART_TOKEN_COOKIE}=cart_1`, "consent=all"]) {
        const again = await page({ Cookie, "If-None-Match": etag });
        expect(again.status).toBe(304);
        expect(again.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
      }
    });
  });

  it("compresses pages with Brotli when accepted", async () => {
    const response = await get("/", "demo.localhost:3000", { "Accept-Encoding": "gzip, br" });
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Vary")).toContain("Accept-Encoding");
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(stateOf(html).shop?.id).toBe("shop_demo");
  });

  it("compresses assets with gzip when Brotli is not accepted", async () => {
    const response = await get(ASSET, "demo.localhost:3000", { "Accept-Encoding": "gzip" });
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(ASSET_SOURCE);
  });

  it("sends the shop API's calls to the shop API, compressed", async () => {
    const response = await get("/pod/products?pageSize=12", "demo.localhost:3000", {
      "Accept-Encoding": "br",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Encoding")).toBe("br");
    const body = JSON.parse(
      brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString(),
    );
    expect(body.data).toHaveLength(12);
  });

  it("answers the shop API's errors as the shop API does", async () => {
    const response = await get("/pod/products", "unknown.localhost:3000");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "SHOP_NOT_FOUND" });
  });
});

describe("the shop owner's admin bar", () => {
  it("shows for a creator logged in on their own shop", async () => {
    const response = await get("/cart", "demo.localhost", await sessionCookie("CREATOR"));
    expect(stateOf(await response.text()).app.showAdminBar).toBe(true);
  });

  it.each([
    ["a visitor", {}],
    [
      "a forged token",
      { Cookie: `${AUTH_TOKEN_COOKIE}=eyJhbGciOiJub25lIn0.eyJ1c2VyX3R5cGUiOiJDUkVBVE9SIn0.` },
    ],
  ])("stays hidden for %s", async (_, headers) => {
    const response = await get("/cart", "demo.localhost", headers);
    expect(stateOf(await response.text()).app.showAdminBar).toBe(false);
  });

  it("stays hidden for a member and for a creator of another shop", async () => {
    const member = await get("/cart", "demo.localhost", await sessionCookie("MEMBER"));
    expect(stateOf(await member.text()).app.showAdminBar).toBe(false);
    const elsewhere = await get(
      "/cart",
      "demo.localhost",
      await sessionCookie("CREATOR", "shop_plain"),
    );
    expect(stateOf(await elsewhere.text()).app.showAdminBar).toBe(false);
  });

  it("is left to the browser on a shared page, which is rendered for no one", async () => {
    const response = await get("/products", "demo.localhost", await sessionCookie("CREATOR"));
    const state = stateOf(await response.text());
    expect(state.app.showAdminBar).toBe(false);
    expect(state.sharedPage).toBe(true);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
  });
});

describe("a shared page (the route record's `shared`)", () => {
  const html = async (path: string, headers: Record<string, string>) =>
    (await get(path, "demo.localhost:3000", headers)).text();

  it("is the same page for a visitor, two cart holders, a member and the owner", async () => {
    for (const path of ["/", "/products/logo-tee", "/collections"]) {
      const anyone = await html(path, {});
      for (const headers of [
        { Cookie: `${CART_TOKEN_COOKIE}=cart_1` },
        { Cookie: `${CART_TOKEN_COOKIE}=cart_2; other=1` },
        await sessionCookie("MEMBER"),
        await sessionCookie("CREATOR"),
      ]) {
        expect(await html(path, headers), `${path} ${headers.Cookie}`).toBe(anyone);
      }
      expect(stateOf(anyone).sharedPage).toBe(true);
    }
  });

  it("is not a coming-soon shop's page, and a cart's page is its visitor's", async () => {
    const cart = await get("/cart", "demo.localhost:3000", { Cookie: `${CART_TOKEN_COOKIE}=c` });
    expect(stateOf(await cart.text()).sharedPage).toBeUndefined();
    const soon = await get("/products", "soon.localhost:3000");
    expect(soon.status).toBe(302);
    expect(soon.headers.get("Location")).toBe("/coming-soon");
  });
});

describe("a theme the owner chose in the customizer's frame (?theme=)", () => {
  const HOST = "minimal.localhost:3000";
  const themeOf = async (response: Response) => stateOf(await response.text()).shop?.theme;

  it("shows the shop's owner that theme, on a page no cache keeps", async () => {
    const owner = await sessionCookie("CREATOR", MINIMAL_SHOP_ID);
    const chosen = await get("/products?customizing&theme=default", HOST, owner);
    expect(await themeOf(chosen)).toMatchObject({ handle: "default", version: null, script: null });
    expect(chosen.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await themeOf(await get("/?theme=minimal@1", HOST, owner))).toMatchObject({
      handle: "minimal",
      version: 1,
    });
  });

  it("shows a visitor, a member, another shop's creator and a version the shop lacks the live theme", async () => {
    for (const [path, headers] of [
      ["/?customizing&theme=default", {}],
      ["/?customizing&theme=default", await sessionCookie("MEMBER", MINIMAL_SHOP_ID)],
      ["/?customizing&theme=default", await sessionCookie("CREATOR")],
      ["/?theme=minimal@9", await sessionCookie("CREATOR", MINIMAL_SHOP_ID)],
    ] as const) {
      const response = await get(path, HOST, headers);
      expect(await themeOf(response)).toMatchObject({ handle: "minimal", version: 1 });
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });
});

describe("robots.txt", () => {
  it("lets crawlers index the shop but not the membership area", async () => {
    const response = await get("/robots.txt", "demo.localhost");
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(ROBOTS_TXT);
  });
});

describe("who may frame a page", () => {
  const frameAncestors = (response: Response) =>
    /frame-ancestors [^;]*/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[0];

  it("the storefront: the shop itself, whose own /customize is its only customizer", async () => {
    for (const host of ["demo.localhost:3000", "minimal.localhost:3000"]) {
      const response = await get("/products", host);
      expect(frameAncestors(response)).toBe(`frame-ancestors 'self' http://${host}`);
    }
  });

  it("the customize page: only the shop itself", async () => {
    const response = await get("/customize", "localhost:3000", await sessionCookie("CREATOR"));
    expect(frameAncestors(response)).toBe("frame-ancestors 'self'");
  });
});

describe("headers that limit the damage of any future bug", () => {
  it("pages run scripts only from the shop's origin and the build's own import map", async () => {
    const response = await get("/products", "demo.localhost:3000");
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    const importMap = '{"imports":{"react":"/assets/shared/react-1.js"}}';
    const hash = createHash("sha256").update(importMap).digest("base64");
    expect(policy).toContain(
      `script-src 'self' http://demo.localhost:3000 'sha256-${hash}'; object-src 'none'; base-uri 'self'`,
    );
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it.each([
    ["a page", "/products"],
    ["an unknown page", "/nope"],
    ["a built file", ASSET],
    ["a missing built file", "/assets/gone-123.js"],
    ["an API call", "/pod/products"],
    ["an API error", "/pod/products/does-not-exist"],
    ["stored media", "/media/missing-000000000000000000000000.webp"],
    ["robots.txt", "/robots.txt"],
  ])("%s says nosniff and strict-origin-when-cross-origin", async (_, path) => {
    const response = await get(path, "demo.localhost:3000");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("never points the canonical link or og:url at another origin", async () => {
    // With a trailing slash these are 301s to a path of this shop (tested above).
    for (const path of ["//evil.example", "/\\evil.example", "//evil.example/products"]) {
      const html = await (await get(path, "demo.localhost:3000")).text();
      const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? "";
      const ogUrl = /<meta property="og:url" content="([^"]*)">/.exec(html)?.[1] ?? "";
      for (const url of [canonical, ogUrl]) {
        expect(new URL(url).origin, `${path} → ${url}`).toBe("http://demo.localhost:3000");
      }
    }
  });
});

describe("a coming-soon shop's pages are the server's to open", () => {
  const SOON = "soon.localhost:3000";
  const enter = async () => {
    const response = await app.request("/pod/coming-soon/enter", {
      method: "POST",
      headers: { Host: SOON, "Content-Type": "application/json" },
      body: JSON.stringify({ password: COMING_SOON_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  };

  it("sends a visitor to /coming-soon, even with a forged 'protected enter' cookie", async () => {
    for (const cookie of ["", "protected enter=true", "vitrine_shop_unlock=1.forged"]) {
      const response = await get("/products", SOON, { Cookie: cookie });
      expect(response.status, cookie).toBe(302);
      expect(response.headers.get("Location")).toBe("/coming-soon");
    }
  });

  it.each(["/nope", "/products/tee/extra", "/membership/nope"])(
    "answers %s, an address no route has, with the not-found page: page validity comes first",
    async (path) => {
      const response = await get(path, SOON);
      expect(response.status).toBe(404);
      expect(stateOf(await response.text()).shop?.id).toBe("shop_soon");
    },
  );

  it("serves the customizer's frame (?customizing=true) to the shop's creator", async () => {
    const creator = await sessionCookie("CREATOR", "shop_soon");
    for (const path of ["/?customizing=true", "/products?customizing=true"]) {
      expect((await get(path, SOON, creator)).status, path).toBe(200);
    }
    // Anyone else adding the flag still goes to the coming-soon page.
    const visitor = await get("/?customizing=true", SOON);
    expect(visitor.headers.get("Location")).toBe("/coming-soon");
  });

  it("serves the pages to a visitor the shop let in with its password", async () => {
    const unlock = await enter();
    const response = await get("/products", SOON, { Cookie: `protected enter=true; ${unlock}` });
    expect(response.status).toBe(200);
  });
});

describe("a creator previewing the theme on their computer", () => {
  const DEV = "http://127.0.0.1:5174";
  let cookies: string;

  beforeAll(async () => {
    const creator = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", MINIMAL_CREATOR.email)
      .executeTakeFirstOrThrow();
    const token = await shopApi.sessions.sign({
      sub: creator.id,
      user_type: "CREATOR",
      shop_id: MINIMAL_SHOP_ID,
    });
    const granted = await app.request(`${THEMES_API_PATH}/preview`, {
      method: "POST",
      headers: {
        Host: "minimal.localhost:3000",
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ origin: DEV, handle: "studio" }),
    });
    const { url } = ((await granted.json()) as { data: ThemePreviewGrant }).data;
    expect(url.startsWith("http://minimal.localhost:3000/")).toBe(true);
    const started = await get(
      new URL(url).pathname + new URL(url).search,
      "minimal.localhost:3000",
    );
    expect(started.status).toBe(302);
    const preview = new RegExp(`${THEME_PREVIEW_COOKIE}=([^;]+)`).exec(
      started.headers.get("Set-Cookie") ?? "",
    )?.[1];
    // The browser that opens the link is not logged in: `vitrine theme dev` holds the session.
    cookies = `${THEME_PREVIEW_COOKIE}=${preview}`;
  });

  it("gets the dev server's addresses, its origin in script-src, and a page no cache keeps", async () => {
    const response = await get("/", "minimal.localhost:3000", { Cookie: cookies });
    const html = await response.text();
    expect(stateOf(html).shop?.theme).toMatchObject({
      handle: "studio",
      version: null,
      script: `${DEV}/theme.js`,
      styles: [`${DEV}/theme.css`],
      preview: { origin: DEV },
    });
    expect(html).toContain(
      `<link rel="stylesheet" href="${DEV}/theme.css" data-vitrine-theme-style>`,
    );
    expect(response.headers.get("Content-Security-Policy")).toMatch(
      new RegExp(`script-src 'self' http://minimal\\.localhost:3000 ${DEV.replaceAll(".", "\\.")}`),
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("shows anyone else, and the same browser on another shop, the live theme", async () => {
    const visitor = await get("/", "minimal.localhost:3000");
    expect(visitor.headers.get("Content-Security-Policy")).not.toContain(DEV);
    expect(visitor.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const elsewhere = await get("/", "demo.localhost:3000", { Cookie: cookies });
    expect(stateOf(await elsewhere.text()).shop?.theme.preview).toBeNull();
    expect(elsewhere.headers.get("Content-Security-Policy")).not.toContain(DEV);
  });
});

describe("a page rendered on the server", () => {
  let renderedDist: string;
  beforeAll(async () => {
    renderedDist = await mkdtemp(join(tmpdir(), "vitrine-host-rendered-"));
    await writeFakeDist(renderedDist);
    // A server render fills the app's element; the fake build's is named as the real build's.
    const index = await readFile(join(renderedDist, "index.html"), "utf8");
    await writeFile(join(renderedDist, "index.html"), index.replace('id="root"', 'id="app"'));
  });
  afterAll(() => rm(renderedDist, { recursive: true, force: true }));

  /** A renderer whose data lands only when told: its app's markup waits for it. */
  function slowRenderer() {
    let land!: () => void;
    const landed = new Promise<void>((resolve) => {
      land = resolve;
    });
    let ended = false;
    const renderer: PageRenderer = async () => ({
      type: "page",
      status: 200,
      body: () =>
        new ReadableStream<Uint8Array>({
          async start(controller) {
            await landed;
            controller.enqueue(new TextEncoder().encode("<main>the product</main>"));
            ended = true;
            controller.close();
          },
        }),
      allReady: landed,
      resources: () => ({}),
    });
    return { renderer, land, ended: () => ended };
  }

  it.each(["gzip", "br"] as const)(
    "streams through %s compression: its first bytes arrive before its render ends",
    async (encoding) => {
      const slow = slowRenderer();
      const server = await createHostServer({
        backend: shopApi,
        distDir: renderedDist,
        renderer: slow.renderer,
        reportError: () => {},
      });
      const response = await server.request("/products/night-owl-hoodie", {
        headers: { Host: "demo.localhost:3000", "Accept-Encoding": encoding },
      });
      expect(response.headers.get("Content-Encoding")).toBe(encoding);
      const first = await firstDecodedText(response, encoding);
      expect(first).toContain("<title>Night Owl Hoodie · Maya Makes</title>");
      expect(slow.ended()).toBe(false);
      slow.land();
    },
  );

  it("gets the resource the server looked up: the product is fetched once per request", async () => {
    const asked: string[] = [];
    const backend = {
      ...shopApi,
      app: {
        fetch: (request: Request, env?: unknown) => {
          asked.push(new URL(request.url).pathname);
          return shopApi.app.fetch(request, env);
        },
      },
    };
    let pageProduct: unknown;
    const renderer: PageRenderer = async ({ state, fetch }) => {
      const shop = state.shop;
      if (shop === null) throw new Error("no shop");
      // The product page's own call, as it makes it while it renders.
      const storefront = createStorefront({
        shopId: shop.id,
        endpoints: state.endpoints,
        locale: shop.locale,
        fetch,
      });
      pageProduct = await storefront.api.storefront.getProduct("night-owl-hoodie");
      storefront.destroy();
      return {
        type: "page",
        status: 200,
        body: () => new ReadableStream({ start: (controller) => controller.close() }),
        allReady: Promise.resolve(),
        resources: () => ({}),
      };
    };
    const server = await createHostServer({ backend, distDir: renderedDist, renderer });
    const response = await server.request("/products/night-owl-hoodie", {
      headers: { Host: "demo.localhost:3000" },
    });
    expect(response.status).toBe(200);
    await response.text();
    expect(pageProduct).toMatchObject({ name: "Night Owl Hoodie" });
    expect(asked.filter((path) => path === "/pod/products/night-owl-hoodie")).toHaveLength(1);
  });
});
