import { describe, expect, it } from "vitest";
import {
  BASE_SETTING_IDS,
  BASE_SETTINGS_SCHEMA,
  themeSettingsSchema,
} from "./base-settings-schema";
import { settingValueProblem } from "./setting-value";
import type { RangeSetting, SettingsGroup } from "./settings-schema";
import { settingsSchemaProblems } from "./settings-schema-problems";
import { settingsDefaults, settingsValuesProblems } from "./settings-values";

const heroHeight: RangeSetting = {
  type: "range",
  id: "hero_height",
  label: "Hero height",
  min: 200,
  max: 800,
  step: 10,
  unit: "px",
  default: 400,
};
const hero: SettingsGroup = { id: "hero", label: "Hero", settings: [heroHeight] };

describe("a settings schema", () => {
  it("the spec's settings are a valid schema, and a theme's own groups come after them", () => {
    expect(settingsSchemaProblems(BASE_SETTINGS_SCHEMA)).toEqual([]);
    expect(themeSettingsSchema([hero]).map((group) => group.id)).toEqual([
      "typography",
      "layout",
      "corners",
      "colors",
      "hero",
    ]);
  });

  it("a default its own setting does not allow is refused, naming the field", () => {
    expect(
      settingsSchemaProblems([{ ...hero, settings: [{ ...heroHeight, default: 900 }] }]),
    ).toEqual([
      { field: "settings[0].settings[0].default", message: "must be between 200 and 800" },
    ]);
  });

  it("ids are snake_case, unique, and a theme may not redeclare the spec's settings", () => {
    const twice = { ...hero, settings: [heroHeight, heroHeight] };
    expect(settingsSchemaProblems([twice])[0]?.message).toBe('"hero_height" is declared twice');
    const bad = { ...hero, settings: [{ ...heroHeight, id: "Hero-Height" }] };
    expect(settingsSchemaProblems([bad])[0]?.field).toBe("settings[0].settings[0].id");
    const reserved = { ...hero, settings: [{ ...heroHeight, id: "page_width" }] };
    expect(settingsSchemaProblems([reserved], { reservedIds: BASE_SETTING_IDS })[0]?.message).toBe(
      '"page_width" is a setting every theme has already',
    );
  });

  it("unknown types, empty selects and inverted ranges are refused", () => {
    const problems = settingsSchemaProblems([
      {
        id: "g",
        label: "G",
        settings: [
          { type: "video", id: "a", label: "A", default: "" },
          { type: "select", id: "b", label: "B", options: [], default: "x" },
          { ...heroHeight, id: "c", min: 10, max: 5 },
        ],
      },
    ]);
    expect(problems.map((problem) => problem.field)).toEqual([
      "settings[0].settings[0].type",
      "settings[0].settings[1].options",
      "settings[0].settings[2].max",
    ]);
  });

  it("anything but a list of groups is not a schema", () => {
    expect(settingsSchemaProblems({ hero })).toEqual([
      { field: "settings", message: "must be a list of setting groups" },
    ]);
  });
});

describe("a setting's value", () => {
  it("a range value is within bounds and on the step grid", () => {
    expect(settingValueProblem(heroHeight, 410)).toBeNull();
    expect(settingValueProblem(heroHeight, 415)).toBe("must be a multiple of 10 from 200");
    expect(settingValueProblem(heroHeight, "400")).toBe("must be a number");
  });

  it("a font is one of the supported families", () => {
    const font = { type: "font", id: "f", label: "F", default: "Inter" } as const;
    expect(settingValueProblem(font, "Space Grotesk")).toBeNull();
    expect(settingValueProblem(font, "Comic Sans MS")).toBe("is not a supported font");
  });

  it("a colour is hex, an image an http(s) address or a path on the shop", () => {
    const color = { type: "color", id: "c", label: "C", default: "#000" } as const;
    expect(settingValueProblem(color, "#1A2b3c")).toBeNull();
    expect(settingValueProblem(color, "red; background: url(x)")).not.toBeNull();
    const image = { type: "image", id: "i", label: "I", default: null } as const;
    expect(settingValueProblem(image, "/images/hero.webp")).toBeNull();
    expect(settingValueProblem(image, "javascript:alert(1)")).toBe("must be an image address");
    expect(settingValueProblem(image, "//evil.test/x.png")).toBe("must be an image address");
  });
});

describe("saved settings", () => {
  const schema = themeSettingsSchema([hero]);

  it("defaults come from the schema", () => {
    expect(settingsDefaults(schema)).toMatchObject({ page_width: 1200, hero_height: 400 });
  });

  it("each value the schema does not allow is named; missing keys are fine", () => {
    expect(settingsValuesProblems(schema, { page_width: 9000, heading_font: "Papyrus" })).toEqual([
      { field: "settings.page_width", message: "must be between 600 and 2400" },
      { field: "settings.heading_font", message: "is not a supported font" },
    ]);
    expect(settingsValuesProblems(schema, { hero_height: 500 })).toEqual([]);
  });

  it("a key the theme does not declare is refused; the spec's lists are checked as colours", () => {
    expect(settingsValuesProblems(schema, { admin: true })).toEqual([
      { field: "settings.admin", message: "is not a setting of this theme" },
    ]);
    expect(
      settingsValuesProblems(schema, {
        random_colors: ["#fff", "blue"],
        color_schemes: [{ id: "s1", text_color: "#000", background_color: "#fff" }],
      }),
    ).toEqual([{ field: "settings.random_colors[1]", message: "must be a colour like #1a2b3c" }]);
  });
});
