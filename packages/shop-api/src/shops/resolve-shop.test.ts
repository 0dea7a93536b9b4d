import type { ApiErrorBody } from "@vitrine/contract";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChangeFeed } from "../db/change-feed";
import type { ShopEnv } from "../http/shop-env";
import { runSeed } from "../seed/run-seed";
import { seedSteps } from "../seed/seed-steps";
import { openTestShop, type TestShop, testBackends } from "../testing/test-shop";
import { resolveShop } from "./resolve-shop";

describe.each(testBackends())("shop resolution on $name", (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(backend);
  });
  afterAll(() => shop.close());

  const collectionsFor = (headers: Record<string, string>) =>
    shop.request("/pod/collections", { headers });

  it("resolves localhost and demo.localhost, port stripped, to the demo shop", async () => {
    for (const host of ["localhost:3000", "demo.localhost", "DEMO.localhost:3000"]) {
      expect((await collectionsFor({ Host: host })).status).toBe(200);
    }
  });

  it("takes the shop from X-ShopId only on a host of no shop", async () => {
    const response = await collectionsFor({ Host: "unknown.test", "X-ShopId": "shop_plain" });
    expect(response.status).toBe(200);
  });

  it("takes the shop from a Host that names one: an X-ShopId of the same shop passes, of another is 404", async () => {
    const agreeing = await collectionsFor({ Host: "plain.localhost", "X-ShopId": "shop_plain" });
    expect(agreeing.status).toBe(200);
    const otherShop = await collectionsFor({ Host: "demo.localhost", "X-ShopId": "shop_plain" });
    expect(otherShop.status).toBe(404);
    expect(((await otherShop.json()) as ApiErrorBody).code).toBe("SHOP_NOT_FOUND");
    expect(otherShop.headers.get("Cache-Control")).not.toMatch(/public/);
  });

  it("answers 404 SHOP_NOT_FOUND for an unknown host or shop id", async () => {
    for (const headers of [{ Host: "nope.localhost" }, { "X-ShopId": "shop_nope" }] as Array<
      Record<string, string>
    >) {
      const response = await collectionsFor(headers);
      expect(response.status).toBe(404);
      expect(((await response.json()) as ApiErrorBody).code).toBe("SHOP_NOT_FOUND");
    }
  });

  it("answers 403 SHOP_BLOCKED for a blocked shop", async () => {
    const response = await collectionsFor({ Host: "blocked.localhost" });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      statusCode: 403,
      statusMessage: "Forbidden",
      code: "SHOP_BLOCKED",
    });
  });

  it("still answers data calls for a shop whose theme is missing", async () => {
    expect((await collectionsFor({ Host: "notheme.localhost" })).status).toBe(200);
  });

  it("seeds once: a second start runs no step and adds no row", async () => {
    const count = () =>
      shop.db
        .selectFrom("product_variants")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
    const before = await count();
    expect(await runSeed(shop.db, seedSteps)).toEqual([]);
    expect(await count()).toEqual(before);
  });

  describe("the shop rows a node keeps", () => {
    it("keeps a row until a change of its theme or settings arrives, or its time is up", async () => {
      let now = 0;
      const feed = createChangeFeed();
      const app = new Hono<ShopEnv>()
        .use(resolveShop(shop.db, () => new Date(now), feed))
        .get("/name", (c) => c.text(c.var.shop.name));
      const name = async () =>
        (
          await app.request("http://localhost/name", { headers: { Host: "plain.localhost" } })
        ).text();
      const rename = (to: string) =>
        shop.db.updateTable("shops").set({ name: to }).where("id", "=", "shop_plain").execute();
      const before = await name();
      try {
        await rename("Renamed once");
        expect(await name()).toBe(before);
        await feed.publish({ shopId: "shop_plain", scope: "products" });
        expect(await name()).toBe(before);
        await feed.publish({ shopId: "shop_demo", scope: "settings" });
        expect(await name()).toBe(before);
        await feed.publish({ shopId: "shop_plain", scope: "settings" });
        expect(await name()).toBe("Renamed once");

        await rename("Renamed twice");
        await feed.publish({ shopId: "shop_plain", scope: "theme" });
        expect(await name()).toBe("Renamed twice");

        await rename("Renamed around the API");
        now += 10_000;
        expect(await name()).toBe("Renamed around the API");
      } finally {
        await rename(before);
      }
    });
  });

  describe("getInitialState(host)", () => {
    it("gives the demo shop with its origin, theme settings and membership settings", async () => {
      const state = await shop.api.getInitialState("demo.localhost:3000");
      expect(state.error).toBeNull();
      expect(state.shop).toMatchObject({
        id: "shop_demo",
        baseUri: "http://demo.localhost:3000",
        currency: "USD",
        theme: { handle: "default" },
      });
      expect(state.shop?.theme.settings.color_schemes.length).toBeGreaterThan(1);
      expect(state.membershipSettings).toMatchObject({
        enabled: true,
        membershipVisibility: { public: true },
        directMessage: { enabled: true },
        tier: { annual: { discount: { enabled: true, percentOff: 20 } } },
      });
      expect(state.endpoints.imageHost).toBe("http://demo.localhost:3000");
    });

    it("names each shop's own origin as its only customizer", async () => {
      for (const host of ["demo.localhost:3000", "minimal.localhost:3000", "localhost:3000"]) {
        expect((await shop.api.getInitialState(host)).app.customizerOrigin).toBe(`http://${host}`);
      }
    });

    it("has minimal.localhost wait for its theme's first publish, and membership off on plain.localhost", async () => {
      // The seed names the handle; `pnpm start` publishes the build (scripts/publish-demo-theme.ts).
      expect((await shop.api.getInitialState("minimal.localhost")).error?.status).toBe(
        "SHOP_THEME_MISSING",
      );
      const plain = await shop.api.getInitialState("plain.localhost");
      expect(plain.membershipSettings?.enabled).toBe(false);
    });

    it("marks soon.localhost as coming soon", async () => {
      expect((await shop.api.getInitialState("soon.localhost")).shop?.isComingSoon).toBe(true);
    });

    it.each([
      ["blocked.localhost", "SHOP_BLOCKED"],
      ["notheme.localhost", "SHOP_THEME_MISSING"],
      ["elsewhere.test:3000", "SHOP_NOT_FOUND"],
    ])("gives %s the error status %s and no shop", async (host, status) => {
      const state = await shop.api.getInitialState(host);
      expect(state.shop).toBeNull();
      expect(state.error?.status).toBe(status);
    });
  });
});
