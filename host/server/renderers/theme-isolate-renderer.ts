import type { ThemeVersionHealth } from "@vitrine/contract";
import { jsonForScript } from "../html-escape";
import { isolateBridge } from "../isolated-theme-pages";
import type { ThemeRenderPool } from "../render-pool";
import type { ThemeFiles } from "../theme-files";
import type { Renderer } from "./renderer";

export interface ThemeIsolateRendererOptions {
  pool: ThemeRenderPool;
  files: ThemeFiles;
  /** Tells the shop's creator that the pool took their live version off the server. */
  quarantineThemeVersion?(
    key: { shopId: string; handle: string; version: number },
    health: Extract<ThemeVersionHealth, { state: "quarantined" }>,
  ): Promise<void>;
  reportError(error: unknown, context: string): void;
}

/**
 * Renders a page of a shop whose theme is a script in an isolate of the render pool's workers,
 * the SDK's calls bridged to the shop's own API (`isolateBridge`). A theme that throws, loops or
 * grows past its limits renders in the browser instead; once the pool has taken the version off
 * the server (after a failed render, or a worker that ended just after one), its creator is
 * told, once per version on this node, and its pages render in the browser.
 *
 * @example
 * const renderer = themeIsolateRenderer({ pool, files, quarantineThemeVersion, reportError });
 * await renderer.render(job) // { type: "page", status: 200, body: "<!doctype html>…" }
 */
export function themeIsolateRenderer(options: ThemeIsolateRendererOptions): Renderer {
  const { pool, files } = options;
  /** The quarantined versions whose creator this node has told. */
  const told = new Set<string>();
  const tellCreator = (
    script: string,
    key: { shopId: string; handle: string; version: number | null },
  ) => {
    const health = pool.health(script);
    if (health.state === "healthy" || key.version === null || told.has(script)) return;
    told.add(script);
    options
      .quarantineThemeVersion?.({ ...key, version: key.version }, health)
      .catch((failure: unknown) => options.reportError(failure, "quarantine a theme version"));
  };
  return {
    async render({ request, template, parts, fetch, pageUrl, reportError }) {
      const shop = request.state.shop;
      const script = shop?.theme.script;
      if (!shop || !script) return null;
      const key = { shopId: shop.id, handle: shop.theme.handle, version: shop.theme.version };
      tellCreator(script, key);
      if (pool.health(script).state !== "healthy") return null;
      const answer = await files
        .text(script)
        .then((themeSource) =>
          pool.render({ key: script, themeSource, request, fetch: isolateBridge(pageUrl, fetch) }),
        )
        .catch((error: unknown) => {
          reportError(error);
          tellCreator(script, key);
        });
      if (answer === undefined || answer.type === "redirect") return answer ?? null;
      const frame = template.frame(parts, request.missingResource);
      const body = `${frame.start}${answer.html}${frame.end(jsonForScript(answer.resources))}`;
      return { type: "page", status: answer.status, body };
    },
  };
}
