import type { SettingsGroup } from "@vitrine/contract";
import { defineTheme } from "@vitrine/sdk/react";
import { describe, expect, it } from "vitest";
import { loadThemeScript } from "./load-theme-script";

const URL = "https://assets.test/themes/shop_minimal/heroic/1/theme.js";
const hero = (settings: unknown[]) => ({ id: "hero", label: "Hero", settings }) as SettingsGroup;
const scriptOf = (theme: unknown) => async () => ({ default: theme });

describe("loading a shop's theme script", () => {
  it("gives the theme its module exports, when it is the shop's", async () => {
    const theme = defineTheme({
      handle: "heroic",
      settings: [hero([{ type: "text", id: "hero_heading", label: "Heading", default: "" }])],
    });
    await expect(loadThemeScript(URL, "heroic", scriptOf(theme))).resolves.toBe(theme);
  });

  it("refuses a module whose default export is no theme", async () => {
    await expect(loadThemeScript(URL, "heroic", scriptOf({ handle: "heroic" }))).rejects.toThrow(
      "has no theme (defineTheme(…)) as its default export",
    );
  });

  it("refuses another theme than the shop's", async () => {
    await expect(
      loadThemeScript(URL, "heroic", scriptOf(defineTheme({ handle: "other" }))),
    ).rejects.toThrow('defines theme "other", not "heroic"');
  });

  it("refuses a settings schema with problems, naming each with its field", async () => {
    const theme = defineTheme({
      handle: "heroic",
      settings: [
        hero([
          {
            type: "range",
            id: "hero_height",
            label: "Height",
            min: 200,
            max: 800,
            step: 10,
            default: 900,
          },
          { type: "color", id: "tint", label: "", default: "#fff" },
        ]),
      ],
    });
    await expect(loadThemeScript(URL, "heroic", scriptOf(theme))).rejects.toThrow(
      new TypeError(
        'Theme "heroic" has an invalid schema: settings[0].settings[0].default must be between 200 and 800; settings[0].settings[1].label must be text of 1 to 80 characters',
      ),
    );
  });

  it("refuses a setting every theme has already", async () => {
    const theme = defineTheme({
      handle: "heroic",
      settings: [
        hero([
          { type: "range", id: "page_width", label: "Width", min: 1, max: 2, step: 1, default: 1 },
        ]),
      ],
    });
    await expect(loadThemeScript(URL, "heroic", scriptOf(theme))).rejects.toThrow(
      '"page_width" is a setting every theme has already',
    );
  });

  it("refuses a default home page of a section type the theme does not declare", async () => {
    const theme = defineTheme({
      handle: "heroic",
      sections: {
        types: [{ type: "banner", label: "Banner", settings: [] }],
        home: [{ id: "top", type: "carousel", settings: {} }],
      },
    });
    await expect(loadThemeScript(URL, "heroic", scriptOf(theme))).rejects.toThrow(
      "sections.home[0].type is not a section type of this theme",
    );
  });
});
