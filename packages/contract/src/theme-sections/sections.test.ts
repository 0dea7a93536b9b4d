import { describe, expect, it } from "vitest";
import { BASE_SETTINGS_SCHEMA } from "../theme-settings/base-settings-schema";
import { settingsValuesProblems } from "../theme-settings/settings-values";
import { DEFAULT_THEME_SECTIONS } from "./default-theme-sections";
import { type HomeSection, SECTION_LIMITS } from "./section-schema";
import { sectionsSchemaProblems } from "./section-schema-problems";
import { sectionListProblems, sectionValues } from "./section-values";
import { resolveTemplate } from "./templates";

const types = DEFAULT_THEME_SECTIONS.types;
const section = (id: string, type = "hero", settings = {}): HomeSection => ({ id, type, settings });
const fields = (value: unknown) => sectionListProblems(types, value).map((p) => p.field);

describe("the home page's sections", () => {
  it("allows the default theme's own home page and every one of its section types", () => {
    expect(sectionListProblems(types, DEFAULT_THEME_SECTIONS.home)).toEqual([]);
    expect(
      sectionListProblems(
        types,
        types.map((type) => section(type.type, type.type)),
      ),
    ).toEqual([]);
  });

  it("declares hero, featured collection, product grid, latest posts, rich text, image with text and newsletter sign-up", () => {
    expect(types.map((type) => type.type)).toEqual(
      expect.arrayContaining([
        "hero",
        "featured-collection",
        "product-grid",
        "latest-posts",
        "rich-text",
        "image-with-text",
        "newsletter",
      ]),
    );
  });

  it("allows 25 sections on a page and refuses a 26th", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => section(`s${i}`));
    expect(sectionListProblems(types, many(SECTION_LIMITS.sections))).toEqual([]);
    expect(sectionListProblems(types, many(26))).toEqual([
      { field: "settings.home_sections", message: "must be a list of at most 25 sections" },
    ]);
  });

  it("allows 50 blocks in a section and refuses a 51st", () => {
    const withBlocks = (n: number): HomeSection => ({
      ...section("story", "rich-text"),
      blocks: Array.from({ length: n }, (_, i) => ({
        id: `b${i}`,
        type: "paragraph",
        settings: {},
      })),
    });
    expect(sectionListProblems(types, [withBlocks(SECTION_LIMITS.blocks)])).toEqual([]);
    expect(fields([withBlocks(51)])).toEqual(["settings.home_sections[0].blocks"]);
  });

  it("refuses a type the theme does not declare, a block the section does not, and a reused id", () => {
    expect(
      sectionListProblems(types, [
        section("a", "carousel"),
        { ...section("b", "rich-text"), blocks: [{ id: "x", type: "video", settings: {} }] },
        section("b"),
      ]),
    ).toEqual([
      { field: "settings.home_sections[0].type", message: "is not a section type of this theme" },
      {
        field: "settings.home_sections[1].blocks[0].type",
        message: "is not a block type of this section",
      },
      { field: "settings.home_sections[2].id", message: '"b" is used twice' },
    ]);
  });

  it("checks each value against its section's settings, naming the field", () => {
    expect(
      sectionListProblems(types, [
        section("a", "product-grid", { limit: 99, order_by: "random", heading: 4 }),
        section("b", "hero", { script: "<script>" }),
        section("c", "featured-collection", { collection: "../etc" }),
      ]),
    ).toEqual([
      { field: "settings.home_sections[0].settings.limit", message: "must be between 2 and 24" },
      {
        field: "settings.home_sections[0].settings.order_by",
        message: "must be one of createdAt, bestSelling, price, name",
      },
      { field: "settings.home_sections[0].settings.heading", message: "must be text" },
      {
        field: "settings.home_sections[1].settings.script",
        message: "is not a setting of this section",
      },
      {
        field: "settings.home_sections[2].settings.collection",
        message: "must be a collection's id",
      },
    ]);
  });

  it("refuses what is not a list of { id, type, settings }", () => {
    expect(fields("hero")).toEqual(["settings.home_sections"]);
    expect(
      fields([null, { id: "a", type: "hero" }, { id: "", type: "hero", settings: {} }]),
    ).toEqual([
      "settings.home_sections[0]",
      "settings.home_sections[1].settings",
      "settings.home_sections[2].id",
    ]);
  });

  it("is checked with the rest of the settings, against the theme's section types", () => {
    expect(
      settingsValuesProblems(
        BASE_SETTINGS_SCHEMA,
        { home_sections: [section("a", "hero")] },
        DEFAULT_THEME_SECTIONS,
      ),
    ).toEqual([]);
    // A theme without sections allows none.
    expect(
      settingsValuesProblems(BASE_SETTINGS_SCHEMA, { home_sections: [section("a", "hero")] }),
    ).toEqual([
      { field: "settings.home_sections[0].type", message: "is not a section type of this theme" },
    ]);
  });
});

describe("a section's values", () => {
  const grid = types.find((type) => type.type === "product-grid")?.settings ?? [];

  it("are the saved ones over the defaults", () => {
    expect(sectionValues(grid, { limit: 12 })).toEqual({
      heading: "",
      order_by: "createdAt",
      limit: 12,
      color_scheme: "scheme-1",
    });
  });

  it("fall back to the default for a value the setting no longer allows", () => {
    expect(sectionValues(grid, { limit: 99, order_by: "random" })).toMatchObject({
      limit: 8,
      order_by: "createdAt",
    });
  });
});

describe("a theme's sections schema", () => {
  it("holds for the default theme's", () => {
    expect(sectionsSchemaProblems(DEFAULT_THEME_SECTIONS)).toEqual([]);
  });

  it("names each problem's field", () => {
    expect(
      sectionsSchemaProblems({
        types: [
          { type: "Hero", label: "Hero", settings: [] },
          { type: "grid", label: "", settings: [{ type: "range", id: "n", label: "N" }] },
          { type: "grid", label: "Grid", settings: [], blocks: [{ type: "x", label: "X" }] },
        ],
        home: [],
      }).map((problem) => problem.field),
    ).toEqual([
      "sections.types[0].type",
      "sections.types[1].label",
      "sections.types[1].settings[0].min",
      "sections.types[1].settings[0].max",
      "sections.types[1].settings[0].step",
      "sections.types[2].type",
      "sections.types[2].blocks[0].settings",
    ]);
  });

  it("checks the default home page against the declared types", () => {
    expect(
      sectionsSchemaProblems({
        types: [{ type: "hero", label: "Hero", settings: [] }],
        home: [{ id: "a", type: "grid", settings: {} }],
      }),
    ).toEqual([{ field: "sections.home[0].type", message: "is not a section type of this theme" }]);
  });

  it("refuses what is not { types, home }", () => {
    expect(sectionsSchemaProblems([])).toEqual([
      {
        field: "sections",
        message: "must be { types, home }: the section types and the default home page",
      },
    ]);
  });
});

describe("the home page a theme renders", () => {
  it("is the theme's default until the owner arranges their own", () => {
    const home = (arrangement: unknown) =>
      resolveTemplate(DEFAULT_THEME_SECTIONS, { home_sections: arrangement as [] }, "home")
        .sections;
    expect(home(undefined).map((s) => s.id)).toEqual([
      "hero",
      "new-arrivals",
      "featured-collection",
      "instagram",
    ]);
    expect(home([])).toEqual([]);
  });

  it("leaves out sections and blocks of types the theme does not declare", () => {
    expect(
      resolveTemplate(
        DEFAULT_THEME_SECTIONS,
        {
          home_sections: [
            { id: "a", type: "carousel", settings: {} },
            {
              id: "b",
              type: "rich-text",
              settings: {},
              blocks: [
                { id: "x", type: "video", settings: {} },
                { id: "y", type: "paragraph", settings: { text: "Hello" } },
              ],
            },
          ],
        },
        "home",
      ).sections,
    ).toEqual([
      {
        id: "b",
        type: "rich-text",
        settings: { color_scheme: "scheme-3" },
        blocks: [{ id: "y", type: "paragraph", settings: { text: "Hello" } }],
      },
    ]);
  });
});
