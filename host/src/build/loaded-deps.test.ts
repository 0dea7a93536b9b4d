// @vitest-environment node
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { depsToPreload } from "./loaded-deps";

function chunk(fileName: string, imports: string[]): Rollup.OutputChunk {
  return { type: "chunk", fileName, imports } as Partial<Rollup.OutputChunk> as Rollup.OutputChunk;
}

const bundle: Rollup.OutputBundle = {
  "index.js": chunk("index.js", ["react.js", "sdk.js"]),
  "react.js": chunk("react.js", []),
  "sdk.js": chunk("sdk.js", ["client.js"]),
  "client.js": chunk("client.js", []),
  "page.js": chunk("page.js", ["react.js", "client.js", "form.js"]),
  "form.js": chunk("form.js", ["react.js"]),
  "index.css": { type: "asset", fileName: "index.css" } as Rollup.OutputAsset,
};

describe("depsToPreload", () => {
  it("leaves out what the importing chunk imports, directly or through another chunk", () => {
    expect(
      depsToPreload(bundle, "index.js", ["page.js", "react.js", "client.js", "form.js"]),
    ).toEqual(["page.js", "form.js"]);
  });

  it("keeps every dependency a chunk does not import itself", () => {
    expect(depsToPreload(bundle, "form.js", ["page.js", "react.js", "client.js"])).toEqual([
      "page.js",
      "client.js",
    ]);
  });

  it("keeps them all for an importer that is no chunk (the HTML page)", () => {
    expect(depsToPreload(bundle, "index.html", ["react.js", "sdk.js"])).toEqual([
      "react.js",
      "sdk.js",
    ]);
  });
});
