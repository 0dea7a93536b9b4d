import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type ShopDatabase } from "../db/database";
import { createLogger } from "./logger";
import { createNodeApp } from "./node-app";

describe("a node's app", () => {
  let db: ShopDatabase;
  let draining = false;
  const lines: Record<string, unknown>[] = [];
  const seen: { url: string; env: unknown }[] = [];
  beforeAll(async () => {
    db = await openDatabase({ dataDir: "memory://" });
  });
  afterAll(() => db.destroy());

  const app = () =>
    createNodeApp({
      db,
      logger: createLogger({ destination: { write: (line) => lines.push(JSON.parse(line)) } }),
      draining: () => draining,
      fetch: (request, env) => {
        seen.push({ url: request.url, env });
        if (new URL(request.url).pathname === "/crash") throw new Error("boom");
        return new Response("from the host", { status: 200 });
      },
    });

  it("answers /healthz and /readyz itself, whatever the Host, and logs them", async () => {
    lines.length = 0;
    const health = await app().request("http://anything.example/healthz");
    expect(health.status).toBe(200);
    expect((await app().request("/readyz")).status).toBe(200);
    expect(seen).toEqual([]);
    expect(lines.map((line) => line.path)).toEqual(["/healthz", "/readyz"]);
  });

  it("passes every other request to what it fronts, with the Node bindings, and logs it", async () => {
    lines.length = 0;
    const env = { incoming: "the socket's request" };
    const response = await app().request(
      "http://demo.localhost/pod/products?pageNum=0",
      { headers: { "X-Request-Id": "nginx-42" } },
      env,
    );
    expect(await response.text()).toBe("from the host");
    expect(response.headers.get("X-Request-Id")).toBe("nginx-42");
    expect(seen.at(-1)).toEqual({ url: "http://demo.localhost/pod/products?pageNum=0", env });
    expect(lines).toMatchObject([
      { requestId: "nginx-42", method: "GET", path: "/pod/products", status: 200 },
    ]);
  });

  it("answers an unexpected failure of what it fronts with a bare 500, logged", async () => {
    lines.length = 0;
    const response = await app().request("/crash");
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: "INTERNAL_ERROR" });
    expect(lines).toMatchObject([
      { level: "error", msg: "unhandled error", err: { message: "boom" } },
      { level: "error", msg: "request", status: 500 },
    ]);
  });

  it("while draining, refuses everything but the probes before it runs: /readyz says why", async () => {
    draining = true;
    try {
      const before = seen.length;
      const refused = await app().request("/pod/products");
      expect(refused.status).toBe(503);
      expect(refused.headers.get("Connection")).toBe("close");
      expect(seen.length).toBe(before);
      expect((await app().request("/healthz")).status).toBe(200);
      const ready = await app().request("/readyz");
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ failed: ["draining"] });
    } finally {
      draining = false;
    }
  });
});
