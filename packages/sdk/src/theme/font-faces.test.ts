import { describe, expect, it } from "vitest";
import { FONT_FILES_FIXTURE } from "../testing/font-files-fixture";
import { fontFaceRules, themeFontFaces } from "./font-faces";

const FILES = FONT_FILES_FIXTURE;

describe("fontFaceRules", () => {
  it("declares one swapping latin face per weight the themes use", () => {
    const css = fontFaceRules("Space Grotesk", FILES);
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    for (const [index, weight] of [400, 600, 700].entries()) {
      expect(faces[index]).toContain('font-family:"Space Grotesk"');
      expect(faces[index]).toContain(`font-weight:${weight}`);
      expect(faces[index]).toContain("font-display:swap");
      expect(faces[index]).toContain(
        `src:url("/assets/space-grotesk-latin-${weight}-normal-h4sh.woff2") format("woff2")`,
      );
      expect(faces[index]).toContain("unicode-range:U+0000-00FF,");
    }
  });

  it("is empty for a system family and for a family outside the list", () => {
    expect(fontFaceRules("system-ui", FILES)).toBe("");
    expect(fontFaceRules("Papyrus", FILES)).toBe("");
  });

  it("leaves out a weight whose file the build does not list", () => {
    const css = fontFaceRules("Lora", { "lora-latin-400-normal.woff2": "/assets/lora.woff2" });
    expect(css.match(/@font-face/g)).toHaveLength(1);
  });

  it("refuses a URL that could leave the rule or the style element", () => {
    const files = { "lora-latin-400-normal.woff2": '/x.woff2")}</style><script>' };
    expect(() => fontFaceRules("Lora", files)).toThrow(TypeError);
  });
});

describe("themeFontFaces", () => {
  it("gives the body and heading families' faces, and preloads body regular and heading bold", () => {
    const fonts = themeFontFaces({ body_font: "Inter", heading_font: "Space Grotesk" }, FILES);
    expect(fonts.faces.map((face) => face.family)).toEqual(["Inter", "Space Grotesk"]);
    expect(fonts.faces[1]?.css).toBe(fontFaceRules("Space Grotesk", FILES));
    expect(fonts.preloads).toEqual([
      "/assets/inter-latin-400-normal-h4sh.woff2",
      "/assets/space-grotesk-latin-700-normal-h4sh.woff2",
    ]);
  });

  it("declares a family used for both roles once", () => {
    const fonts = themeFontFaces({ body_font: "Lora", heading_font: "Lora" }, FILES);
    expect(fonts.faces).toHaveLength(1);
    expect(fonts.preloads).toHaveLength(2);
  });

  it("adds nothing for system families, unknown or invalid names, or missing settings", () => {
    const none = { faces: [], preloads: [] };
    expect(themeFontFaces({ body_font: "system-ui", heading_font: "serif" }, FILES)).toEqual(none);
    expect(themeFontFaces({ body_font: "Papyrus", heading_font: 7 }, FILES)).toEqual(none);
    expect(themeFontFaces(undefined, FILES)).toEqual(none);
  });
});
