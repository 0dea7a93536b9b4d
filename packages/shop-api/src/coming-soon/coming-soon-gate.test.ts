import { AUTH_TOKEN_COOKIE, PROTECTED_ENTER_COOKIE } from "@vitrine/contract";
import { COMING_SOON_PASSWORD } from "@vitrine/contract/demo";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../auth/password";
import { openTestShop, type TestBackend, type TestShop, testBackends } from "../testing/test-shop";
import { COMING_SOON_UNLOCK_COOKIE } from "./unlock-token";

const SOON = "soon.localhost";
const CREATOR = { email: "owner@soon.test", password: "owner-pass-1" };

/** Calls of the shop's data a visitor makes: catalogue, cart, checkout, membership content. */
const GATED_CALLS: Array<[method: string, path: string, body?: object]> = [
  ["GET", "/pod/products"],
  ["GET", "/pod/collections"],
  ["GET", "/pod/pages/about"],
  ["POST", "/order/v3/cart/add", { productId: "p", variantId: "v", quantity: 1 }],
  ["POST", "/order/v3/checkouts", { cartToken: "t" }],
  ["GET", "/api/posts"],
  ["GET", "/pod/coming-soon/access"],
];

describe.each(testBackends())("a coming-soon shop on $name", (backend: TestBackend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(backend);
    await shop.db
      .insertInto("users")
      .values({
        id: "usr_soon_creator",
        shop_id: "shop_soon",
        type: "CREATOR",
        email: CREATOR.email,
        password_hash: await hashPassword(CREATOR.password),
        display_name: "Soon Owner",
      })
      .execute();
  });
  afterAll(() => shop.close());

  const call = (method: string, path: string, headers: Record<string, string>, body?: object) =>
    shop.request(path, {
      method,
      headers: { Host: SOON, ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const statuses = async (headers: Record<string, string>) =>
    Promise.all(
      GATED_CALLS.map(async ([method, path, body]) => {
        const response = await call(method, path, headers, body);
        const code = response.status === 403 ? (await response.json()).code : undefined;
        return `${method} ${path} ${response.status}${code ? ` ${code}` : ""}`;
      }),
    );
  const refusedEverywhere = GATED_CALLS.map(
    ([method, path]) => `${method} ${path} 403 SHOP_COMING_SOON`,
  );

  it("refuses the shop's data to a visitor, with or without a forged cookie", async () => {
    expect(await statuses({})).toEqual(refusedEverywhere);
    expect(await statuses({ Cookie: `${PROTECTED_ENTER_COOKIE}=true` })).toEqual(refusedEverywhere);
    expect(
      await statuses({ Cookie: `${COMING_SOON_UNLOCK_COOKIE}=9999999999.${"A".repeat(43)}` }),
    ).toEqual(refusedEverywhere);
  });

  it("still shows the coming-soon screen and lets visitors log in", async () => {
    expect((await call("GET", "/pod/coming-soon", {})).status).toBe(200);
    const login = await call("POST", "/api/auth/creator/login", {}, CREATOR);
    expect(login.status).toBe(200);
  });

  it("opens after the right password: an HttpOnly unlock cookie the server checks", async () => {
    const wrong = await call("POST", "/pod/coming-soon/enter", {}, { password: "nope" });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("Set-Cookie")).toBeNull();

    const entered = await call(
      "POST",
      "/pod/coming-soon/enter",
      {},
      { password: COMING_SOON_PASSWORD },
    );
    expect(entered.status).toBe(200);
    const setCookie = entered.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(new RegExp(`^${COMING_SOON_UNLOCK_COOKIE}=\\d+\\.[\\w-]{43};`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const unlock = setCookie.split(";")[0] ?? "";

    const open = await statuses({ Cookie: unlock });
    expect(open.every((line) => !line.includes("SHOP_COMING_SOON"))).toBe(true);
  });

  it("marks the unlock cookie Secure when the shop is served over https", async () => {
    const entered = await call(
      "POST",
      "/pod/coming-soon/enter",
      { "X-Forwarded-Proto": "https" },
      { password: COMING_SOON_PASSWORD },
    );
    expect(entered.headers.get("Set-Cookie")).toMatch(/; Secure/);
  });

  it("does not let another shop's unlock in", async () => {
    const other = await call(
      "POST",
      "/pod/coming-soon/enter",
      {},
      { password: COMING_SOON_PASSWORD },
    );
    const unlock = (other.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    await shop.db
      .updateTable("shops")
      .set({ is_coming_soon: true })
      .where("id", "=", "shop_plain")
      .execute();
    try {
      const response = await shop.request("/pod/products", {
        headers: { Host: "plain.localhost", Cookie: unlock },
      });
      expect(response.status).toBe(403);
    } finally {
      await shop.db
        .updateTable("shops")
        .set({ is_coming_soon: false })
        .where("id", "=", "shop_plain")
        .execute();
    }
  });

  it("shows the shop to its creator, by token or by the auth cookie the customizer's frame sends", async () => {
    const login = await call("POST", "/api/auth/creator/login", {}, CREATOR);
    const { accessToken } = (await login.json()).data as { accessToken: string };
    for (const headers of <Array<Record<string, string>>>[
      { Authorization: `Bearer ${accessToken}` },
      { Cookie: `${AUTH_TOKEN_COOKIE}=${accessToken}` },
    ]) {
      const lines = await statuses(headers);
      expect(
        lines.every((line) => !line.includes("SHOP_COMING_SOON")),
        lines.join("\n"),
      ).toBe(true);
    }
    // Another shop's creator is a visitor here.
    const demoCreator = await shop.api.sessions.sign({
      sub: "usr_demo_creator",
      user_type: "CREATOR",
      shop_id: "shop_demo",
    });
    expect(await statuses({ Cookie: `${AUTH_TOKEN_COOKIE}=${demoCreator}` })).toEqual(
      refusedEverywhere,
    );
  });
});
