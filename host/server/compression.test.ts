import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression } from "./compression";
import { firstDecodedText } from "./testing/first-decoded-text";

/** A page that sends its head at once, then waits for data that lands only when told. */
function slowPage() {
  let land!: () => void;
  const landed = new Promise<void>((resolve) => {
    land = resolve;
  });
  let ended = false;
  const head = `<!doctype html><head>${"<meta name=x>".repeat(200)}</head>`;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode(head));
      await landed;
      controller.enqueue(new TextEncoder().encode("<main>the product</main>"));
      ended = true;
      controller.close();
    },
  });
  return { body, land, ended: () => ended };
}

describe("compression", () => {
  it.each(["gzip", "br"] as const)(
    "streams with %s: the page's first bytes arrive before its data has landed",
    async (encoding) => {
      const page = slowPage();
      const app = new Hono();
      app.use(compression());
      app.get("/", (c) => c.body(page.body, 200, { "Content-Type": "text/html; charset=UTF-8" }));
      const response = await app.request("/", { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("Content-Encoding")).toBe(encoding);
      const first = await firstDecodedText(response, encoding);
      expect(first).toContain("<!doctype html>");
      expect(page.ended()).toBe(false);
      page.land();
    },
  );

  it("sends a short answer as it is", async () => {
    const app = new Hono();
    app.use(compression());
    app.get("/", (c) => c.json({ ok: true }));
    const response = await app.request("/", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toContain("Accept-Encoding");
    expect(await response.json()).toEqual({ ok: true });
  });
});
