import type { ColorScheme, ThemeSectionsSchema, ThemeSettings } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import {
  addScheme,
  duplicateScheme,
  nextSchemeId,
  removeScheme,
  schemeUses,
  updateScheme,
} from "./color-schemes-panel-model";

const light: ColorScheme = {
  id: "scheme-1",
  name: "Light",
  text_color: "#121212",
  background_color: "#ffffff",
};
const dark: ColorScheme = {
  id: "scheme-2",
  name: "Dark",
  text_color: "#ffffff",
  background_color: "#121212",
};

/** A theme with a banner (its scheme defaults to the dark one) whose buttons pick a scheme too. */
const SECTIONS: ThemeSectionsSchema = {
  types: [
    {
      type: "banner",
      label: "Banner",
      settings: [
        { type: "color_scheme", id: "color_scheme", label: "Scheme", default: "scheme-2" },
        { type: "text", id: "heading", label: "Heading", default: "" },
      ],
      blocks: [
        {
          type: "button",
          label: "Button",
          settings: [{ type: "color_scheme", id: "scheme", label: "Scheme", default: "scheme-1" }],
        },
      ],
    },
  ],
  home: [{ id: "theme-banner", type: "banner", settings: {} }],
};

function settings(overrides: Partial<ThemeSettings> = {}): ThemeSettings {
  return { color_schemes: [light, dark], ...overrides } as ThemeSettings;
}

describe("a new scheme's id", () => {
  it("is one past the highest scheme-{n}, so it never takes an earlier scheme's id", () => {
    expect(nextSchemeId([light, dark])).toBe("scheme-3");
    expect(nextSchemeId([{ id: "scheme-7" }, { id: "sale" }])).toBe("scheme-8");
    expect(nextSchemeId([{ id: "sale" }])).toBe("scheme-1");
  });
});

describe("adding, duplicating and editing schemes", () => {
  it("a new scheme comes last, named, dark text on white", () => {
    expect(addScheme([light], "Scheme 2")).toEqual([
      light,
      { id: "scheme-2", name: "Scheme 2", text_color: "#121212", background_color: "#ffffff" },
    ]);
  });

  it("a duplicate follows its original, with every colour and a new id and name", () => {
    const sale = { ...light, id: "scheme-3", button_color: "#e63946" };
    expect(duplicateScheme([sale, dark], "scheme-3", "Sale copy")).toEqual([
      sale,
      { ...sale, id: "scheme-4", name: "Sale copy" },
      dark,
    ]);
  });

  it("an edit changes only its scheme", () => {
    expect(updateScheme([light, dark], "scheme-2", { accent_color: "#0d6acf" })).toEqual([
      light,
      { ...dark, accent_color: "#0d6acf" },
    ]);
  });
});

describe("where a scheme is used", () => {
  it("counts sections and blocks that name it, or leave a default that does", () => {
    const arranged = settings({
      home_sections: [
        { id: "a", type: "banner", settings: { color_scheme: "scheme-1" } },
        {
          id: "b",
          type: "banner",
          settings: {},
          blocks: [{ id: "x", type: "button", settings: {} }],
        },
      ],
    });
    // a, and b's block by its default; b itself is in scheme-2 by its default.
    expect(schemeUses(arranged, SECTIONS, "scheme-1")).toBe(2);
    expect(schemeUses(arranged, SECTIONS, "scheme-2")).toBe(1);
  });

  it("counts the theme's own home page while the owner has not arranged it", () => {
    expect(schemeUses(settings(), SECTIONS, "scheme-2")).toBe(1);
  });

  it("counts every template's sections", () => {
    const withTemplates = settings({
      home_sections: [],
      templates: { product: [{ id: "p", type: "banner", settings: { color_scheme: "scheme-2" } }] },
    });
    expect(schemeUses(withTemplates, SECTIONS, "scheme-2")).toBe(1);
  });
});

describe("removing a scheme", () => {
  it("drops it and moves the sections that showed in it to the first scheme left", () => {
    const before = settings({
      home_sections: [
        { id: "a", type: "banner", settings: { color_scheme: "scheme-2", heading: "Hi" } },
        { id: "b", type: "banner", settings: {} },
        { id: "c", type: "banner", settings: { color_scheme: "scheme-1" } },
      ],
      templates: { product: [{ id: "p", type: "banner", settings: { color_scheme: "scheme-2" } }] },
    });
    const after = removeScheme(before, SECTIONS, "scheme-2");
    expect(after.color_schemes).toEqual([light]);
    expect(after.home_sections?.map((section) => section.settings)).toEqual([
      { color_scheme: "scheme-1", heading: "Hi" },
      { color_scheme: "scheme-1" },
      { color_scheme: "scheme-1" },
    ]);
    expect(after.templates?.product?.[0]?.settings).toEqual({ color_scheme: "scheme-1" });
    expect(schemeUses(after, SECTIONS, "scheme-2")).toBe(0);
  });

  it("removing the first scheme moves its sections to the next one", () => {
    const before = settings({
      home_sections: [
        {
          id: "a",
          type: "banner",
          settings: {},
          blocks: [{ id: "x", type: "button", settings: {} }],
        },
      ],
    });
    const after = removeScheme(before, SECTIONS, "scheme-1");
    expect(after.home_sections?.[0]?.blocks?.[0]?.settings).toEqual({ scheme: "scheme-2" });
  });

  it("never removes the last scheme", () => {
    const only = settings({ color_schemes: [light] });
    expect(removeScheme(only, SECTIONS, "scheme-1")).toBe(only);
  });

  it("leaves the settings it was given as they were (a history step keeps them)", () => {
    const before = settings({
      home_sections: [{ id: "a", type: "banner", settings: { color_scheme: "scheme-2" } }],
    });
    removeScheme(before, SECTIONS, "scheme-2");
    expect(before.home_sections?.[0]?.settings.color_scheme).toBe("scheme-2");
    expect(before.color_schemes).toHaveLength(2);
  });
});
