// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FONT_WEIGHTS } from "@vitrine/sdk";
import { describe, expect, it } from "vitest";

/** The stylesheets a page of the default theme runs: its own and the kit's it ships. */
const STYLE_DIRS = [
  fileURLToPath(new URL(".", import.meta.url)),
  fileURLToPath(new URL("../../../../packages/theme-kit/src/styles", import.meta.url)),
];

function fontWeightsIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".css"))
    .flatMap((file) =>
      [...readFileSync(join(dir, file), "utf8").matchAll(/font-weight:\s*([^;}]+)/g)].map(
        ([, value = ""]) => value.trim(),
      ),
    );
}

describe("font weights", () => {
  it("the theme's CSS uses only the weights the host serves files for (FONT_WEIGHTS)", () => {
    const used = new Set(STYLE_DIRS.flatMap(fontWeightsIn));
    expect(used.size).toBeGreaterThan(0);
    // `bold` is 700 and `normal` 400; a number outside the list would be synthesised, blurry.
    const numeric = [...used].map((value) => ({ bold: "700", normal: "400" })[value] ?? value);
    expect(numeric.filter((value) => !FONT_WEIGHTS.includes(Number(value)))).toEqual([]);
  });
});
