// @vitest-environment node
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { FONT_WEIGHTS, SUPPORTED_FONTS } from "@vitrine/sdk";
import { fontPackage } from "@vitrine/sdk/host";
import { describe, expect, it } from "vitest";
import hostPackage from "../../package.json";
import { fontFileSources } from "./font-files";

const require = createRequire(import.meta.url);

describe("fontFileSources", () => {
  it("lists one variable file of a variable family and each weight the themes use of a static one, latin only", () => {
    const selfHosted = SUPPORTED_FONTS.filter((font) => font.fontsource !== null);
    const variable = selfHosted.filter((font) => font.variable).length;
    const sources = fontFileSources();
    expect(sources).toHaveLength(variable + (selfHosted.length - variable) * FONT_WEIGHTS.length);
    expect(sources).toContainEqual({
      name: "space-grotesk-latin-wght-normal.woff2",
      specifier: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    });
    expect(sources).toContainEqual({
      name: "ibm-plex-serif-latin-700-normal.woff2",
      specifier: "@fontsource/ibm-plex-serif/files/ibm-plex-serif-latin-700-normal.woff2",
    });
    for (const source of sources) expect(source.name).toMatch(/-latin-(\d00|wght)-normal\.woff2$/);
  });

  it("reads every file from a package the host depends on at an exact version", () => {
    const dependencies: Record<string, string> = hostPackage.dependencies;
    for (const font of SUPPORTED_FONTS.filter((candidate) => candidate.fontsource !== null)) {
      expect(dependencies[fontPackage(font)]).toMatch(/^\d+\.\d+\.\d+$/);
    }
    for (const source of fontFileSources()) {
      expect(existsSync(require.resolve(source.specifier))).toBe(true);
    }
  });
});
