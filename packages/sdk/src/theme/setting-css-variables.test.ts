import type { SettingsGroup } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { settingCssVariables } from "./setting-css-variables";
import { themeCssVariables } from "./theme-css-variables";
import { themeSettingValues } from "./theme-setting-values";

const hero: SettingsGroup = {
  id: "hero",
  label: "Hero",
  settings: [
    {
      type: "range",
      id: "hero_height",
      label: "Height",
      min: 200,
      max: 800,
      step: 10,
      unit: "px",
      default: 400,
    },
    { type: "range", id: "hero_columns", label: "Columns", min: 1, max: 4, step: 1, default: 2 },
    { type: "color", id: "hero_tint", label: "Tint", default: "#FFF" },
    { type: "font", id: "hero_font", label: "Font", default: "Lora" },
    { type: "text", id: "hero_heading", label: "Heading", default: "" },
    {
      type: "select",
      id: "hero_align",
      label: "Align",
      options: [{ value: "left", label: "Left" }],
      default: "left",
    },
    { type: "checkbox", id: "hero_show", label: "Show", default: true },
    { type: "image", id: "hero_image", label: "Image", default: null },
  ],
};

describe("CSS variables of a theme's own settings", () => {
  it("colours, ranges (with their unit) and fonts become --vt-setting-{id with dashes}", () => {
    expect(settingCssVariables([hero], { hero_height: 520, hero_tint: "#123ABC" })).toEqual({
      "--vt-setting-hero-height": "520px",
      "--vt-setting-hero-columns": "2",
      "--vt-setting-hero-tint": "#123abc",
      "--vt-setting-hero-font": expect.stringMatching(/^"Lora", .*serif$/),
    });
  });

  it("text, select, checkbox and image settings are not CSS", () => {
    const names = Object.keys(settingCssVariables([hero], {}));
    expect(names.some((name) => /heading|align|show|image/.test(name))).toBe(false);
  });

  it("a saved value its setting does not allow writes the default, never the value", () => {
    expect(
      settingCssVariables([hero], { hero_height: "1px; color: red", hero_tint: "red;}" }),
    ).toMatchObject({ "--vt-setting-hero-height": "400px", "--vt-setting-hero-tint": "#ffffff" });
  });

  it("themeCssVariables adds them when given the theme's own schema, and only then", () => {
    const settings = { page_width: 1600, hero_height: 600 };
    const withOwn = themeCssVariables(settings, { ownSchema: [hero], onWarning: () => {} });
    expect(withOwn["--vt-setting-hero-height"]).toBe("600px");
    expect(withOwn["--vt-page-width"]).toBe("100rem");
    const without = themeCssVariables(settings, { onWarning: () => {} });
    expect(Object.keys(without).filter((name) => name.startsWith("--vt-setting-"))).toEqual([]);
  });
});

describe("a theme's setting values", () => {
  it("the saved value when its setting allows it, else the default; undeclared keys left out", () => {
    expect(
      themeSettingValues([hero], { hero_height: 900, hero_heading: "Autumn", admin: true }),
    ).toEqual({
      hero_height: 400,
      hero_columns: 2,
      hero_tint: "#FFF",
      hero_font: "Lora",
      hero_heading: "Autumn",
      hero_align: "left",
      hero_show: true,
      hero_image: null,
    });
  });
});
