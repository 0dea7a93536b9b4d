import { describe, expect, it } from "vitest";
import { FONT_FILES_FIXTURE } from "../testing/font-files-fixture";
import { fontFaceRules, themeFontFaces } from "./font-faces";

const FILES = FONT_FILES_FIXTURE;

describe("fontFaceRules", () => {
  it("declares a variable family as one swapping latin face over the weights the themes use", () => {
    const faces = fontFaceRules("Space Grotesk", FILES).match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(1);
    expect(faces[0]).toContain('font-family:"Space Grotesk"');
    expect(faces[0]).toContain("font-weight:400 700");
    expect(faces[0]).toContain("font-display:swap");
    expect(faces[0]).toContain(
      'src:url("/assets/space-grotesk-latin-wght-normal-h4sh.woff2") format("woff2")',
    );
    expect(faces[0]).toContain("unicode-range:U+0000-00FF,");
  });

  it("declares a static family as one swapping latin face per weight the themes use", () => {
    const faces = fontFaceRules("IBM Plex Serif", FILES).match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    for (const [index, weight] of [400, 600, 700].entries()) {
      expect(faces[index]).toContain(`font-weight:${weight};`);
      expect(faces[index]).toContain(
        `src:url("/assets/ibm-plex-serif-latin-${weight}-normal-h4sh.woff2") format("woff2")`,
      );
    }
  });

  it("is empty for a system family and for a family outside the list", () => {
    expect(fontFaceRules("system-ui", FILES)).toBe("");
    expect(fontFaceRules("Papyrus", FILES)).toBe("");
  });

  it("leaves out a weight whose file the build does not list", () => {
    const css = fontFaceRules("IBM Plex Serif", {
      "ibm-plex-serif-latin-400-normal.woff2": "/assets/plex.woff2",
    });
    expect(css.match(/@font-face/g)).toHaveLength(1);
    expect(fontFaceRules("Lora", {})).toBe("");
  });

  it("refuses a URL that could leave the rule or the style element", () => {
    const files = { "lora-latin-wght-normal.woff2": '/x.woff2")}</style><script>' };
    expect(() => fontFaceRules("Lora", files)).toThrow(TypeError);
  });
});

describe("themeFontFaces", () => {
  it("gives the body and heading families' faces, and preloads the files of body regular and heading bold", () => {
    const fonts = themeFontFaces({ body_font: "Inter", heading_font: "IBM Plex Serif" }, FILES);
    expect(fonts.faces.map((face) => face.family)).toEqual(["Inter", "IBM Plex Serif"]);
    expect(fonts.faces[1]?.css).toBe(fontFaceRules("IBM Plex Serif", FILES));
    expect(fonts.preloads).toEqual([
      "/assets/inter-latin-wght-normal-h4sh.woff2",
      "/assets/ibm-plex-serif-latin-700-normal-h4sh.woff2",
    ]);
  });

  it("declares a family used for both roles once, and preloads a file that holds both weights once", () => {
    const variable = themeFontFaces({ body_font: "Lora", heading_font: "Lora" }, FILES);
    expect(variable.faces).toHaveLength(1);
    expect(variable.preloads).toEqual(["/assets/lora-latin-wght-normal-h4sh.woff2"]);
    const perWeight = themeFontFaces(
      { body_font: "IBM Plex Mono", heading_font: "IBM Plex Mono" },
      FILES,
    );
    expect(perWeight.faces).toHaveLength(1);
    expect(perWeight.preloads).toHaveLength(2);
  });

  it("adds nothing for system families, unknown or invalid names, or missing settings", () => {
    const none = { faces: [], preloads: [] };
    expect(themeFontFaces({ body_font: "system-ui", heading_font: "serif" }, FILES)).toEqual(none);
    expect(themeFontFaces({ body_font: "Papyrus", heading_font: 7 }, FILES)).toEqual(none);
    expect(themeFontFaces(undefined, FILES)).toEqual(none);
  });
});
