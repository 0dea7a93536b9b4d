import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { endpoints } from "@vitrine/contract";
import { DEMO_CREDENTIALS } from "@vitrine/contract/demo";
import { build } from "vite";
import { EDITOR_WIDTHS } from "../editor-views";
import { shopUrl } from "../shop-url";
import { creatorSession } from "./creator-session";

const README = fileURLToPath(new URL("../../../packages/sdk/README.md", import.meta.url));
const SDK = fileURLToPath(new URL("../../../packages/sdk/src/index.ts", import.meta.url));
const ORIGINS = endpoints.storefrontDiscovery.setAllowedOrigins.path;

/**
 * The README's first example, as an integrator copies it, pointed at the demo shop and bundled
 * the way their app's bundler would.
 */
async function readmeApp(shop: string): Promise<string> {
  const readme = await readFile(README, "utf8");
  const example = /## Connect to a shop[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1];
  if (example === undefined)
    throw new Error("The SDK README has no example under 'Connect to a shop'");
  const output = await build({
    configFile: false,
    // zod's comments draw rollup warnings that say nothing about the app.
    logLevel: "error",
    resolve: { alias: { "@vitrine/sdk": SDK } },
    plugins: [
      {
        name: "readme-example",
        resolveId: (id) => (id === "readme-example" ? id : null),
        load: (id) =>
          id === "readme-example" ? example.replaceAll("https://demo.example", shop) : null,
      },
    ],
    build: {
      write: false,
      target: "es2022",
      minify: false,
      rollupOptions: {
        input: "readme-example",
        output: { format: "es", inlineDynamicImports: true },
      },
    },
  });
  // One input, written to memory: one build output, its first chunk the app.
  const { output: files } = (Array.isArray(output) ? output[0] : output) as {
    output: { code?: string }[];
  };
  return files[0]?.code ?? "";
}

/** The integrator's app on its own origin (127.0.0.1, another site than *.localhost). */
async function serveApp(script: string): Promise<{ server: Server; origin: string }> {
  const html = `<!doctype html><meta charset="utf-8"><title>Integrator app</title>
<h1>My app</h1><p>Cart: <span id="cart-count">…</span></p><p id="problem" role="alert"></p><ul id="products"></ul>
<script type="module" src="/app.js"></script>`;
  const server = createServer((req, res) => {
    const js = req.url === "/app.js";
    res.writeHead(200, { "Content-Type": js ? "text/javascript" : "text/html; charset=utf-8" });
    res.end(js ? script : html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test.describe.configure({ mode: "serial" });

let app: { server: Server; origin: string };
let creator: { api: APIRequestContext; token: string };
const setOrigins = async (origins: string[]) => {
  const response = await creator.api.put(ORIGINS, {
    data: { origins },
    headers: { Authorization: `Bearer ${creator.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

test.beforeAll(async () => {
  app = await serveApp(await readmeApp(shopUrl("demo").replace(/\/$/, "")));
  creator = await creatorSession("shop_demo", DEMO_CREDENTIALS.creator);
});
test.afterAll(async () => {
  if (creator !== undefined) {
    await setOrigins([]);
    await creator.api.dispose();
  }
  await new Promise((resolve) => app?.server.close(resolve));
});

for (const { name, viewport } of EDITOR_WIDTHS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("an app on another origin, once the creator allows it, lists the shop's products in its currency, adds to its cart and keeps it after a reload", async ({
      page,
    }) => {
      await setOrigins([app.origin]);
      await page.goto(app.origin);
      const products = page.getByRole("listitem");
      await expect(products).toHaveCount(4);
      await expect(products.first()).toContainText("$");
      await expect(page.locator("#cart-count")).toHaveText("0");
      await products.first().getByRole("button").click();
      await expect(page.locator("#cart-count")).toHaveText("1");
      await page.reload();
      await expect(page.locator("#cart-count")).toHaveText("1");
      await expect(page.getByRole("alert")).toBeEmpty();
      await page.screenshot({ path: test.info().outputPath(`integrator-app-${name}.png`) });
    });

    test("an origin the creator has not allowed gets no answer: the app shows NETWORK_ERROR", async ({
      page,
    }) => {
      await setOrigins([]);
      await page.goto(app.origin);
      await expect(page.getByRole("alert")).toContainText("NETWORK_ERROR");
      await expect(page.getByRole("listitem")).toHaveCount(0);
    });
  });
}
