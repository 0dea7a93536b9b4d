import { describe, expect, it } from "vitest";
import { chunkLabel, type Manifest } from "./host-manifest";

const manifest: Manifest = {
  "../themes/default/src/pages/shop/product/product-page.tsx": {
    file: "assets/Bx3k9aQe.js",
    name: "product-page",
  },
  "_CQsCgOUy.js": { file: "assets/CQsCgOUy.js" },
};

describe("chunkLabel", () => {
  it("names a chunk of the build by what it is, beside its file", () => {
    expect(chunkLabel(manifest, "assets/Bx3k9aQe.js")).toBe("product-page (assets/Bx3k9aQe.js)");
  });

  it("finds a script by its file's name alone, as the browser reports it", () => {
    expect(chunkLabel(manifest, "Bx3k9aQe.js")).toBe("product-page (Bx3k9aQe.js)");
  });

  it("keeps the file when the build has no such chunk, or the chunk no name", () => {
    expect(chunkLabel(manifest, "other.js")).toBe("other.js");
    expect(chunkLabel(manifest, "assets/CQsCgOUy.js")).toBe("assets/CQsCgOUy.js");
  });
});
