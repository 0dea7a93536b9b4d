// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SHARED_MODULE_SPECIFIERS } from "@vitrine/contract";
import { build, type UserConfig } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isSharedChunk,
  sharedEntryCode,
  sharedModulesImportMap,
  sharedModulesLoaderCode,
} from "./import-map-plugin";
import { SHARED_MODULES, sharedEntryName } from "./shared-modules";

const hostDir = fileURLToPath(new URL("../..", import.meta.url));
const modules = [
  { specifier: "react", commonjs: true },
  { specifier: "@vitrine/sdk" },
  { specifier: "@vitrine/theme-kit" },
] as const;
let root: string;
let html: string;

beforeAll(async () => {
  // Inside the host, so that the fixture resolves the host's own packages.
  const cache = path.join(hostDir, "node_modules", ".cache");
  await mkdir(cache, { recursive: true });
  root = await mkdtemp(path.join(cache, "import-map-"));
  await writeFile(
    path.join(root, "index.html"),
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="./main.js"></script></body></html>',
  );
  await writeFile(
    path.join(root, "main.js"),
    [
      'import { formatMoney } from "@vitrine/sdk";',
      'import { version } from "react";',
      'import { loadSharedModules } from "vitrine:shared-modules";',
      'console.log(version, formatMoney(100, "EUR", "en"));',
      "document.body.onclick = () => loadSharedModules();",
    ].join("\n"),
  );
  await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [sharedModulesImportMap(modules)],
    build: { outDir: path.join(root, "dist") },
  });
  html = await readFile(path.join(root, "dist", "index.html"), "utf8");
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function importMap(): { imports: Record<string, string> } {
  const match = /<script type="importmap">(.*?)<\/script>/s.exec(html);
  if (match?.[1] === undefined) throw new Error(`no import map in ${html}`);
  return JSON.parse(match[1]);
}

describe("shared modules import map", () => {
  it("maps every shared module's bare name to its own chunk", () => {
    const { imports } = importMap();
    expect(Object.keys(imports)).toEqual(["react", "@vitrine/sdk", "@vitrine/theme-kit"]);
    expect(imports.react).toMatch(/^\/assets\/shared\/react-[\w-]+\.js$/);
    expect(imports["@vitrine/sdk"]).toMatch(/^\/assets\/shared\/vitrine-sdk-[\w-]+\.js$/);
    expect(imports["@vitrine/theme-kit"]).toMatch(
      /^\/assets\/shared\/vitrine-theme-kit-[\w-]+\.js$/,
    );
  });

  it("leaves what the app loads in the app's chunks: it imports the shared ones only when asked", async () => {
    const entryFile = /<script type="module" crossorigin src="\/([^"]+)">/.exec(html)?.[1] ?? "";
    const entry = await readFile(path.join(root, "dist", entryFile), "utf8");
    const staticImports = [...entry.matchAll(/\bimport\s*(?:[\w{}$,\s]*from\s*)?"\.\/([^"]+)"/g)];
    // The SDK's `formatMoney` stays in the app's chunk; only the React package is a chunk apart
    // (a CommonJS package's shared entry is a build entry of its own).
    expect(staticImports.map((match) => match[1])).toEqual([expect.stringMatching(/react/)]);
  });

  it("comes before every module script, as browsers require", () => {
    expect(html.indexOf('type="importmap"')).toBeLessThan(html.indexOf('type="module"'));
  });

  it("each mapped chunk keeps its module's exports, used by the host or not", async () => {
    const { imports } = importMap();
    const react = await readFile(path.join(root, "dist", imports.react ?? ""), "utf8");
    const sdk = await readFile(path.join(root, "dist", imports["@vitrine/sdk"] ?? ""), "utf8");
    const kit = await readFile(
      path.join(root, "dist", imports["@vitrine/theme-kit"] ?? ""),
      "utf8",
    );
    // The fixture uses only `version`; a theme may use any hook or component.
    expect(react).toMatch(/as useState\b/);
    expect(sdk).toMatch(/as createStorefront\b/);
    expect(kit).toMatch(/as ProductCard\b/);
  });
});

describe("the host's shared modules", () => {
  // The Vite config loads this list in Node before anything can compile the contract's
  // TypeScript, so it is written out here; this holds it to the contract's, which the CLI's build
  // and the shop's upload check use.
  it("are the contract's: what theme builds leave external and uploads may import", () => {
    expect(SHARED_MODULES.map((module) => module.specifier)).toEqual(SHARED_MODULE_SPECIFIERS);
  });
});

describe("shared entries", () => {
  it("a CommonJS package is re-exported name by name, with its default", () => {
    expect(
      sharedEntryCode({ specifier: "react/jsx-runtime", commonjs: true }, ["jsx", "jsxs"]),
    ).toBe(
      'export { jsx, jsxs } from "react/jsx-runtime";\nexport { default } from "react/jsx-runtime";',
    );
  });

  it("an ES module package is re-exported whole", () => {
    expect(sharedEntryCode({ specifier: "@vitrine/sdk" }, [])).toBe(
      'export * from "@vitrine/sdk";',
    );
  });

  it("the loader imports every shared module, so the build knows they run after the app", () => {
    expect(
      sharedModulesLoaderCode([
        { specifier: "react", commonjs: true },
        { specifier: "@vitrine/sdk" },
      ]),
    ).toBe(
      'export function loadSharedModules() {\n  return Promise.all([import("vitrine-shared:react"), import("vitrine-shared:@vitrine/sdk")]);\n}',
    );
  });

  it("a module loaded on demand is left out of the loader: a theme script that imports it fetches it", () => {
    expect(
      sharedModulesLoaderCode([
        { specifier: "@vitrine/theme-kit" },
        { specifier: "@vitrine/theme-kit/checkout", onDemand: true },
      ]),
    ).toBe(
      'export function loadSharedModules() {\n  return Promise.all([import("vitrine-shared:@vitrine/theme-kit")]);\n}',
    );
  });

  it("the app imports a shared chunk without preloading its dependencies, and any other chunk with them", () => {
    const config = sharedModulesImportMap().config as () => UserConfig;
    const { modulePreload } = config().build ?? {};
    const resolve =
      typeof modulePreload === "object" ? modulePreload.resolveDependencies : undefined;
    const context = { hostId: "assets/index-1.js", hostType: "js" } as const;
    const dependencies = ["assets/drawer-2.js", "assets/react-3.js"];
    expect(resolve?.("assets/shared/vitrine-theme-kit-4.js", dependencies, context)).toEqual([]);
    expect(resolve?.("assets/cart-page-5.js", dependencies, context)).toEqual(dependencies);
  });

  it("a shared chunk is one in the shared folder", () => {
    expect(isSharedChunk("assets/shared/react-3f2a.js")).toBe(true);
    expect(isSharedChunk("assets/product-page-9c1d.js")).toBe(false);
    expect(isSharedChunk("assets/shared-cart-9c1d.js")).toBe(false);
  });

  it("entry names are file-name safe", () => {
    expect(sharedEntryName("@tanstack/react-router")).toBe("shared/tanstack-react-router");
  });
});
