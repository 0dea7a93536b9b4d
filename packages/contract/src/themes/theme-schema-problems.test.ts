import { describe, expect, it } from "vitest";
import { DEFAULT_THEME_SECTIONS } from "../theme-sections/default-theme-sections";
import { themeSchemaProblems } from "./theme-schema-problems";

const group = (settings: unknown[]) => [{ id: "hero", label: "Hero", settings }];

describe("a theme's own schema, where it enters the platform", () => {
  it("holds for the default theme: no settings of its own, its home page's sections", () => {
    expect(themeSchemaProblems([], DEFAULT_THEME_SECTIONS)).toEqual([]);
  });

  it("holds for a fixed home page, with no sections at all", () => {
    expect(themeSchemaProblems([], null)).toEqual([]);
    expect(themeSchemaProblems([], undefined)).toEqual([]);
  });

  it("names each setting's problem by its field", () => {
    expect(
      themeSchemaProblems(group([{ type: "color", id: "tint", label: "", default: "#fff" }]), null),
    ).toEqual([
      { field: "settings[0].settings[0].label", message: "must be text of 1 to 80 characters" },
    ]);
  });

  it("refuses a setting every theme has already", () => {
    const again = {
      type: "range",
      id: "page_width",
      label: "W",
      min: 1,
      max: 2,
      step: 1,
      default: 1,
    };
    expect(themeSchemaProblems(group([again]), null)).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('"page_width" is a setting every theme has already'),
      }),
    ]);
  });

  it("checks the sections after the settings", () => {
    const sections = {
      types: [{ type: "banner", label: "Banner", settings: [] }],
      home: [{ id: "top", type: "carousel", settings: {} }],
    };
    expect(themeSchemaProblems([], sections)).toEqual([
      { field: "sections.home[0].type", message: "is not a section type of this theme" },
    ]);
  });
});
