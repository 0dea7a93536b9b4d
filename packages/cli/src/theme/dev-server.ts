import { readFile } from "node:fs/promises";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { DEV_MANIFEST_PATH, type DevManifest, type ThemeProblem } from "@vitrine/contract";
import type { Rollup } from "vite";
import { buildProblem } from "./build-theme";
import { importRulePlugin } from "./import-rule-plugin";
import { runViteBuild } from "./run-vite-build";
import { themeViteConfig } from "./theme-vite-config";

/** Where `theme dev` writes each rebuild, inside the theme's folder. */
export const DEV_DIR = ".vitrine/dev";

export interface DevBuild {
  /** 1 for the first build, then one more per rebuild. */
  version: number;
  durationMs: number;
}

export interface ThemeDevServer {
  origin: string;
  /** Resolves after the first build, with the script's path (to read the theme's handle). */
  firstBuild: Promise<string>;
  /**
   * What `DEV_MANIFEST_PATH` answers from now on: the latest build's settings groups and
   * sections, which the customizer builds its panel from during the preview.
   */
  describe(manifest: DevManifest): void;
  close(): Promise<void>;
}

const FILES: Record<string, { file: string; type: string }> = {
  "/theme.js": { file: "theme.js", type: "text/javascript; charset=utf-8" },
  "/theme.css": { file: "theme.css", type: "text/css; charset=utf-8" },
};

/**
 * Serves a theme under development on loopback: Vite rebuilds it on every saved change, the
 * server answers the latest `theme.js` and `theme.css`, and `/events` (server-sent events) tells
 * the shop's page `change` with the new version number, which re-imports the script and swaps the
 * theme's pages in place (no page reload). A failed rebuild is sent as `problem` (`{ problems }`,
 * each at its file:line:column) and keeps the last good build on screen; after each good build
 * `typecheck` runs beside the page, its errors sent as `problem` too unless a newer build came
 * first. The previewing page shows them over itself until the next good build. `DEV_MANIFEST_PATH` describes the build (`describe`): the customizer
 * opened during the preview shows the dev build's settings, a new one included. Only the shop's pages may read it (CORS names the shop's origin, which the
 * module import and the event stream need), and it listens on 127.0.0.1, so nothing off this machine
 * reaches it and no other site you visit can read your unpublished theme.
 *
 * @example
 * const server = await startThemeDevServer({ projectDir: "/work/my-theme", port: 5174, shop: "http://demo.localhost:3000", onBuild, onProblems, typecheck })
 * server.origin // "http://127.0.0.1:5174"
 */
export async function startThemeDevServer(options: {
  projectDir: string;
  port: number;
  /** The shop's origin: the one site allowed to read the build. */
  shop: string;
  onBuild(build: DevBuild): void;
  onProblems(problems: ThemeProblem[]): void;
  /** The theme's type errors, checked after each good build without holding the page up. */
  typecheck?: () => Promise<ThemeProblem[]>;
}): Promise<ThemeDevServer> {
  const outDir = join(options.projectDir, DEV_DIR);
  const clients = new Set<ServerResponse>();
  let version = 0;
  let manifest: DevManifest | null = null;
  const send = (event: string, data: unknown) => {
    for (const client of clients)
      client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const server = createServer(async (request, response) => {
    response.setHeader("Access-Control-Allow-Origin", options.shop);
    response.setHeader("Vary", "Origin");
    response.setHeader("Cache-Control", "no-store");
    if (request.method === "OPTIONS") {
      // A shop on a public address asks before reaching loopback (Private Network Access).
      response.setHeader("Access-Control-Allow-Private-Network", "true");
      response.writeHead(204).end();
      return;
    }
    const path = new URL(request.url ?? "/", "http://dev").pathname;
    if (path === "/events") {
      response.writeHead(200, { "Content-Type": "text/event-stream", Connection: "keep-alive" });
      response.write(`event: hello\ndata: ${JSON.stringify({ version })}\n\n`);
      clients.add(response);
      request.on("close", () => clients.delete(response));
      return;
    }
    if (path === DEV_MANIFEST_PATH) {
      response.writeHead(manifest === null ? 503 : 200, {
        "Content-Type": "application/json; charset=utf-8",
      });
      response.end(JSON.stringify(manifest ?? { message: "The first build is not done yet." }));
      return;
    }
    const served = FILES[path];
    const body = served ? await readFile(join(outDir, served.file)).catch(() => null) : null;
    if (!served || !body) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    response.writeHead(200, { "Content-Type": served.type }).end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const config = themeViteConfig(options.projectDir, outDir);
  // The import rule, as `theme check` and the shop apply it: refilled by each build.
  const importProblems: ThemeProblem[] = [];
  const watcher = (await runViteBuild({
    ...config,
    plugins: [importRulePlugin(options.projectDir, importProblems), ...(config.plugins ?? [])],
    mode: "development",
    build: { ...config.build, minify: false, watch: {} },
  })) as Rollup.RollupWatcher;
  let resolveFirst: (file: string) => void = () => {};
  const firstBuild = new Promise<string>((resolve) => {
    resolveFirst = resolve;
  });
  let started = Date.now();
  // Counts every build event: a typecheck reports only if no build came after it started.
  let generation = 0;
  const report = (problems: ThemeProblem[]) => {
    options.onProblems(problems);
    send("problem", { problems });
  };
  // The build's own problems stay listed beside the type errors found after it.
  const typecheck = async (of: number, found: ThemeProblem[]) => {
    const problems = (await options.typecheck?.().catch(() => [])) ?? [];
    if (problems.length > 0 && of === generation) report([...found, ...problems]);
  };
  watcher.on("event", (event) => {
    if (event.code === "BUNDLE_START") {
      started = Date.now();
      importProblems.length = 0;
    }
    if (event.code === "BUNDLE_END") {
      event.result.close();
      version += 1;
      generation += 1;
      options.onBuild({ version, durationMs: Date.now() - started });
      send("change", { version });
      resolveFirst(join(outDir, "theme.js"));
      const found = [...importProblems];
      if (found.length > 0) report(found);
      void typecheck(generation, found);
    }
    if (event.code === "ERROR") {
      event.result?.close();
      generation += 1;
      report([buildProblem(options.projectDir, event.error)]);
    }
  });

  return {
    origin,
    firstBuild,
    describe(next) {
      manifest = next;
    },
    async close() {
      await watcher.close();
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
