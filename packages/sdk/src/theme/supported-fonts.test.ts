import { SUPPORTED_FONT_FAMILIES } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import {
  FONT_WEIGHTS,
  fontFileName,
  fontFiles,
  fontPackage,
  fontStack,
  SUPPORTED_FONTS,
  SYSTEM_FONT_STACK,
  supportedFont,
} from "./supported-fonts";

function stackOf(name: string): { stack: string; warnings: string[] } {
  const warnings: string[] = [];
  return { stack: fontStack(name, (message) => warnings.push(message)), warnings };
}

describe("SUPPORTED_FONTS", () => {
  it("names each family once", () => {
    const families = SUPPORTED_FONTS.map((font) => font.family);
    expect(new Set(families).size).toBe(families.length);
  });

  it("holds the families the demo shops name", () => {
    for (const family of [
      "system-ui",
      "Inter",
      "Space Grotesk",
      "IBM Plex Sans",
      "IBM Plex Serif",
    ]) {
      expect(supportedFont(family)?.family).toBe(family);
    }
  });

  it("names a family only in letters, digits and spaces, so it can be quoted in CSS as it is", () => {
    for (const font of SUPPORTED_FONTS) expect(font.family).toMatch(/^[A-Za-z0-9][A-Za-z0-9 -]*$/);
  });

  it("ends every fallback stack with a generic family", () => {
    for (const font of SUPPORTED_FONTS) {
      expect(font.fallback).toMatch(/, (sans-serif|serif|monospace)$/);
    }
  });

  it("serves only the weights the themes use", () => {
    expect(FONT_WEIGHTS).toEqual([400, 600, 700]);
  });
});

describe("fontStack", () => {
  it("quotes a self-hosted family before its fallback stack", () => {
    expect(stackOf("Space Grotesk")).toEqual({
      stack: `"Space Grotesk", ${SYSTEM_FONT_STACK}`,
      warnings: [],
    });
    expect(stackOf("IBM Plex Serif").stack).toMatch(/^"IBM Plex Serif", ui-serif, .*, serif$/);
  });

  it("gives a system family its stack alone, unquoted", () => {
    expect(stackOf("system-ui")).toEqual({ stack: SYSTEM_FONT_STACK, warnings: [] });
    expect(stackOf("monospace").stack).toMatch(/^ui-monospace, .*, monospace$/);
  });

  it("gives a family outside the list the system stack, with a warning naming it", () => {
    expect(stackOf("Papyrus")).toEqual({
      stack: SYSTEM_FONT_STACK,
      warnings: [expect.stringContaining('font "Papyrus" is not supported')],
    });
  });

  it("matches the spelling exactly: another case is another family", () => {
    expect(stackOf("space grotesk").stack).toBe(SYSTEM_FONT_STACK);
  });
});

describe("fontFileName", () => {
  it("is the latin file that holds the weight, as the family's package names it", () => {
    const variable = supportedFont("Source Serif 4");
    expect(variable && fontFileName(variable, 600)).toBe("source-serif-4-latin-wght-normal.woff2");
    const perWeight = supportedFont("IBM Plex Serif");
    expect(perWeight && fontFileName(perWeight, 600)).toBe("ibm-plex-serif-latin-600-normal.woff2");
  });

  it("refuses a system family, which has no file", () => {
    const font = supportedFont("serif");
    expect(() => font && fontFileName(font, 400)).toThrow(TypeError);
  });
});

describe("fontFiles and fontPackage", () => {
  it("serve a variable family as one file over the themes' weights, from its variable package", () => {
    const font = supportedFont("Inter");
    expect(font && fontFiles(font)).toEqual([
      { name: "inter-latin-wght-normal.woff2", weight: "400 700" },
    ]);
    expect(font && fontPackage(font)).toBe("@fontsource-variable/inter");
  });

  it("serve a static family as a file per weight, from its package", () => {
    const font = supportedFont("IBM Plex Mono");
    expect(font && fontFiles(font).map((file) => file.weight)).toEqual(["400", "600", "700"]);
    expect(font && fontPackage(font)).toBe("@fontsource/ibm-plex-mono");
  });

  it("refuse a system family", () => {
    const font = supportedFont("monospace");
    expect(() => font && fontFiles(font)).toThrow(TypeError);
    expect(() => font && fontPackage(font)).toThrow(TypeError);
  });
});

describe("one list of families", () => {
  it("the SDK's fonts are the contract's families, in its order, each with a stack", () => {
    expect(SUPPORTED_FONTS.map((font) => font.family)).toEqual([...SUPPORTED_FONT_FAMILIES]);
  });
});
