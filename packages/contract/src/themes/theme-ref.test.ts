import { describe, expect, it } from "vitest";
import { DEFAULT_THEME_SECTIONS } from "../theme-sections/default-theme-sections";
import { BASE_SETTINGS_SCHEMA } from "../theme-settings/base-settings-schema";
import { settingsOfTheme } from "../theme-settings/settings-values";
import { parseThemeRef, themeRefText } from "./theme-ref";

describe("a theme reference", () => {
  it("reads handle@version and default, and round-trips", () => {
    for (const text of ["minimal@2", "studio-x@120", "default"]) {
      const ref = parseThemeRef(text);
      expect(ref).not.toBeNull();
      expect(themeRefText(ref ?? { handle: "", version: null })).toBe(text);
    }
    expect(parseThemeRef("minimal@2")).toEqual({ handle: "minimal", version: 2 });
    expect(parseThemeRef("default")).toEqual({ handle: "default", version: null });
  });

  it.each([
    null,
    undefined,
    "",
    "minimal",
    "minimal@0",
    "minimal@-1",
    "minimal@1.5",
    "Minimal@1",
    "default@1",
    "min imal@1",
    "minimal@1@2",
    "minimal@9999999999",
  ])("is null for %j", (text) => {
    expect(parseThemeRef(text)).toBeNull();
  });
});

describe("the settings a theme owns", () => {
  const types = DEFAULT_THEME_SECTIONS;

  it("keeps the schema's keys and the shared lists, drops another theme's own keys", () => {
    expect(
      settingsOfTheme(BASE_SETTINGS_SCHEMA, types, {
        page_width: 1200,
        hero_heading: "Another theme's",
        random_colors: ["#ffffff"],
        color_schemes: [],
      }),
    ).toEqual({ page_width: 1200, random_colors: ["#ffffff"], color_schemes: [] });
  });

  it("keeps a home page of its own section types, drops one with a type it lacks whole", () => {
    const own = [{ id: "a", type: "hero", settings: {} }];
    expect(settingsOfTheme(BASE_SETTINGS_SCHEMA, types, { home_sections: own })).toEqual({
      home_sections: own,
    });
    expect(
      settingsOfTheme(BASE_SETTINGS_SCHEMA, types, {
        home_sections: [...own, { id: "b", type: "lookbook", settings: {} }],
      }),
    ).toEqual({});
    expect(
      settingsOfTheme(BASE_SETTINGS_SCHEMA, { types: [], home: [] }, { home_sections: own }),
    ).toEqual({});
  });

  it("leaves a malformed home page for the checks to name", () => {
    expect(settingsOfTheme(BASE_SETTINGS_SCHEMA, types, { home_sections: "hero" })).toEqual({
      home_sections: "hero",
    });
  });
});
