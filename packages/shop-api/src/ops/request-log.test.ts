import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { loggedPath, requestIdOf, requestLog } from "./request-log";

/** An app logging into `lines`, one parsed JSON object per line written. */
function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ destination: { write: (line) => lines.push(JSON.parse(line)) } });
  const app = new Hono();
  app.onError((_error, c) => c.text("failed", 500));
  app.use(requestLog(logger));
  app.get("/pod/products", (c) => c.json({ items: [] }));
  app.post("/api/auth/login", (c) => c.json({ token: "t" }));
  app.get("/broken", () => {
    throw new Error("boom");
  });
  return { app, lines };
}

describe("request ids", () => {
  it("keeps a caller's sane id and replaces anything else", () => {
    const newId = () => "generated";
    expect(requestIdOf("f3a9c2-01.x_Y", newId)).toBe("f3a9c2-01.x_Y");
    expect(requestIdOf("a".repeat(64), newId)).toBe("a".repeat(64));
    expect(requestIdOf("a".repeat(65), newId)).toBe("generated");
    expect(requestIdOf("<script>", newId)).toBe("generated");
    expect(requestIdOf("two words", newId)).toBe("generated");
    expect(requestIdOf("", newId)).toBe("generated");
    expect(requestIdOf(undefined, newId)).toBe("generated");
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the paths the log keeps", () => {
  it("writes ids that open a shopper's checkout or order as :id", () => {
    expect(loggedPath("/order/v3/checkouts/chk_Q3k9d7X1aZpLmN0b/payment")).toBe(
      "/order/v3/checkouts/:id/payment",
    );
    expect(loggedPath("/orders/7KQ2-M9XA-3TVB/cancel")).toBe("/orders/:id/cancel");
    expect(loggedPath("/media/hoodie-9c01b2d4e5f63f2a9c01b2d4.webp")).toBe("/media/:id");
  });

  it("keeps the words of a page's address", () => {
    expect(loggedPath("/products/sticker-pack-vol-1")).toBe("/products/sticker-pack-vol-1");
    expect(loggedPath("/pod/products")).toBe("/pod/products");
    expect(loggedPath("/")).toBe("/");
  });
});

describe("the request log", () => {
  it("writes one JSON line per request: method, path, status, duration and id", async () => {
    const { app, lines } = loggedApp();
    const response = await app.request("/pod/products", { headers: { "X-Request-Id": "abc-123" } });
    expect(response.headers.get("X-Request-Id")).toBe("abc-123");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "info",
      msg: "request",
      requestId: "abc-123",
      method: "GET",
      path: "/pod/products",
      status: 200,
    });
    expect(lines[0]?.ms).toBeTypeOf("number");
    expect(lines[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("answers a new id when the caller's is not a sane token", async () => {
    const { app, lines } = loggedApp();
    const response = await app.request("/pod/products", {
      headers: { "X-Request-Id": "x".repeat(200) },
    });
    const id = response.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[0]?.requestId).toBe(id);
  });

  it("never logs the query string, cookies, credentials or the body: they carry tokens", async () => {
    const { app, lines } = loggedApp();
    await app.request("/api/auth/login?resetToken=SECRET-QUERY", {
      method: "POST",
      headers: {
        Cookie: "auth=SECRET-COOKIE",
        Authorization: "Bearer SECRET-BEARER",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ password: "SECRET-BODY" }),
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.path).toBe("/api/auth/login");
    expect(JSON.stringify(lines)).not.toMatch(/SECRET/);
  });

  it("logs a failure at error level with its status", async () => {
    const { app, lines } = loggedApp();
    const response = await app.request("/broken");
    expect(response.status).toBe(500);
    expect(lines[0]).toMatchObject({ level: "error", status: 500, path: "/broken" });
    expect(response.headers.get("X-Request-Id")).toBeTruthy();
  });

  it("writes nothing at level silent", async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: "silent", destination: { write: (l) => lines.push(l) } });
    const app = new Hono();
    app.use(requestLog(logger));
    app.get("/", (c) => c.text("ok"));
    await app.request("/");
    expect(lines).toEqual([]);
  });
});
