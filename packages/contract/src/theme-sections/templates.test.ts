import { describe, expect, it } from "vitest";
import { BASE_SETTINGS_SCHEMA } from "../theme-settings/base-settings-schema";
import { settingsOfTheme, settingsValuesProblems } from "../theme-settings/settings-values";
import { DEFAULT_THEME_SECTIONS } from "./default-theme-sections";
import { SECTION_LIMITS, type TemplateSection } from "./section-schema";
import { sectionsSchemaProblems } from "./section-schema-problems";
import { isTemplateOf, parseTemplateName, TEMPLATE_PAGE_TYPES } from "./template-names";
import {
  arrangementOf,
  resolveTemplate,
  type TemplateArrangements,
  templateSectionTypes,
  templatesProblems,
  withArrangement,
} from "./templates";

const theme = DEFAULT_THEME_SECTIONS;
const section = (id: string, type: string): TemplateSection => ({ id, type, settings: {} });
const main = section("main", "main-product");
const problemsOf = (templates: unknown) =>
  settingsValuesProblems(BASE_SETTINGS_SCHEMA, { templates }, theme);

describe("a template's name", () => {
  it("is a page type, or a product's or collection's followed by a lowercase name", () => {
    expect(parseTemplateName("cart")).toEqual({ pageType: "cart", alternative: null });
    expect(parseTemplateName("product.preorder")).toEqual({
      pageType: "product",
      alternative: "preorder",
    });
    expect(parseTemplateName("collection.summer-sale")?.alternative).toBe("summer-sale");
    for (const name of ["cart.big", "product.", "product.Pre order", "shoes", "home.x"]) {
      expect(parseTemplateName(name)).toBeNull();
    }
  });

  it("is assigned only to a page of its own page type", () => {
    expect(isTemplateOf("product", "product")).toBe(true);
    expect(isTemplateOf("product", "product.preorder")).toBe(true);
    expect(isTemplateOf("product", "collection.sale")).toBe(false);
    expect(isTemplateOf("collection", "cart")).toBe(false);
  });
});

describe("the default theme's templates", () => {
  it("arrange every page type the contract names", () => {
    expect(Object.keys(theme.templates ?? {}).sort()).toEqual(
      TEMPLATE_PAGE_TYPES.filter((type) => type !== "home").sort(),
    );
    expect(sectionsSchemaProblems(theme)).toEqual([]);
  });

  it("accept the page's main, rich text, a hero and a featured collection around it", () => {
    const accepted = templateSectionTypes(theme, "product").map((type) => type.type);
    expect(accepted).toEqual(
      expect.arrayContaining(["main-product", "rich-text", "hero", "featured-collection"]),
    );
    expect(accepted).not.toContain("main-cart");
  });

  it("leave every main out of the home page", () => {
    const home = templateSectionTypes(theme, "home").map((type) => type.type);
    expect(home.filter((type) => type.startsWith("main-"))).toEqual([]);
    expect(settingsValuesProblems(BASE_SETTINGS_SCHEMA, { home_sections: [main] }, theme)).toEqual([
      { field: "settings.home_sections[0].type", message: "is not a section type of this theme" },
    ]);
  });
});

describe("the shop's templates", () => {
  it("hold a product page's sections above and below its main", () => {
    expect(
      problemsOf({ product: [section("a", "rich-text"), main, section("b", "hero")] }),
    ).toEqual([]);
  });

  it("hold the page's main exactly once: it is neither removed nor repeated", () => {
    const once = "must hold the page's main section (main-product) once";
    expect(problemsOf({ product: [section("a", "rich-text")] })).toEqual([
      { field: "settings.templates.product", message: once },
    ]);
    expect(problemsOf({ product: [main, section("again", "main-product")] })).toEqual([
      { field: "settings.templates.product", message: once },
    ]);
  });

  it("name the field of each problem under its template", () => {
    expect(
      problemsOf({ product: [main, section("a", "hero"), section("b", "main-cart")] }),
    ).toEqual([
      {
        field: "settings.templates.product[2].type",
        message: "is not a section type of this theme",
      },
    ]);
  });

  it("allow 25 sections a template and 50 blocks a section, no more", () => {
    const many = (n: number) => [
      main,
      ...Array.from({ length: n - 1 }, (_, i) => section(`s${i}`, "hero")),
    ];
    expect(problemsOf({ cart: [] })).toHaveLength(1);
    expect(problemsOf({ product: many(SECTION_LIMITS.sections) })).toEqual([]);
    expect(problemsOf({ product: many(26) })).toEqual([
      { field: "settings.templates.product", message: "must be a list of at most 25 sections" },
    ]);
    const blocks = (n: number) => ({
      ...section("story", "rich-text"),
      blocks: Array.from({ length: n }, (_, i) => ({
        id: `b${i}`,
        type: "paragraph",
        settings: {},
      })),
    });
    expect(problemsOf({ product: [main, blocks(50)] })).toEqual([]);
    expect(problemsOf({ product: [main, blocks(51)] }).map((p) => p.field)).toEqual([
      "settings.templates.product[1].blocks",
    ]);
  });

  it("allow 20 alternatives of a page type, no more", () => {
    const alternatives = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`product.alt-${i}`, [main]]));
    expect(problemsOf(alternatives(SECTION_LIMITS.alternatives))).toEqual([]);
    expect(problemsOf(alternatives(21))).toEqual([
      {
        field: "settings.templates.product.alt-20",
        message: "is one alternative too many: at most 20 of a page type",
      },
    ]);
  });

  it("refuse a name that is not a template, the home page's, and a page the theme does not arrange", () => {
    expect(problemsOf({ "cart.big": [], home: [], shoes: [] }).map((p) => p.field)).toEqual([
      "settings.templates.cart.big",
      "settings.templates.home",
      "settings.templates.shoes",
    ]);
    expect(templatesProblems({ types: [], home: [] }, { cart: [] })).toEqual([
      { field: "settings.templates.cart", message: "is not a page this theme arranges" },
    ]);
    expect(problemsOf([])).toEqual([
      {
        field: "settings.templates",
        message: "must be an object of arrangements by template name",
      },
    ]);
  });

  it("are kept when switching to a theme that arranges them, dropped by one that does not", () => {
    const templates = { product: [main], cart: [section("m", "main-cart")] };
    expect(settingsOfTheme(BASE_SETTINGS_SCHEMA, theme, { templates })).toEqual({ templates });
    expect(settingsOfTheme(BASE_SETTINGS_SCHEMA, { types: [], home: [] }, { templates })).toEqual(
      {},
    );
    expect(
      settingsOfTheme(BASE_SETTINGS_SCHEMA, theme, {
        templates: { ...templates, post: [section("x", "lookbook")] },
      }),
    ).toEqual({ templates });
  });
});

describe("the template a page renders", () => {
  const arrangements = {
    templates: {
      product: [section("note", "rich-text"), main],
      "product.preorder": [section("soon", "hero"), main],
    },
  };
  const shown = (name: string, saved: object = arrangements) => {
    const template = resolveTemplate(theme, saved, name);
    return { name: template.name, ids: template.sections.map((s) => s.id) };
  };

  it("is the product's own template when the shop has it", () => {
    expect(shown("product.preorder")).toEqual({ name: "product.preorder", ids: ["soon", "main"] });
  });

  it("falls back to the page type's when the name is unknown, and to the theme's default when never arranged", () => {
    expect(shown("product.gone")).toEqual({ name: "product", ids: ["note", "main"] });
    expect(shown("product", {})).toEqual({ name: "product", ids: ["main"] });
    expect(shown("cart")).toEqual({ name: "cart", ids: ["main"] });
  });

  it("always shows the main once, first when an arrangement lacks it", () => {
    const saved = { templates: { cart: [section("a", "hero")] } };
    expect(shown("cart", saved).ids).toEqual(["main", "a"]);
    const twice = { templates: { cart: [section("m1", "main-cart"), section("m2", "main-cart")] } };
    expect(shown("cart", twice).ids).toEqual(["m1"]);
  });
});

describe("a template's arrangement in the settings", () => {
  it("is home_sections for the home page and templates[name] for the others", () => {
    const shopSettings: TemplateArrangements & { page_width: number } = { page_width: 1200 };
    const settings = withArrangement(
      withArrangement(shopSettings, "home", [section("h", "hero")]),
      "product.preorder",
      [main],
    );
    expect(settings).toEqual({
      page_width: 1200,
      home_sections: [section("h", "hero")],
      templates: { "product.preorder": [main] },
    });
    expect(arrangementOf(settings, "home")).toEqual([section("h", "hero")]);
    expect(arrangementOf(settings, "product")).toBeUndefined();
    expect(withArrangement(settings, "product.preorder", undefined)).toEqual({
      page_width: 1200,
      home_sections: [section("h", "hero")],
    });
  });
});

describe("a theme's templates as it declares them", () => {
  const types = [
    { type: "hero", label: "Hero", settings: [] },
    { type: "main-cart", label: "Cart", settings: [] },
    { type: "main-post", label: "Post", settings: [] },
  ];
  const declare = (templates: unknown) =>
    sectionsSchemaProblems({ types, home: [], templates }).map((p) => p.field);

  it("name a main among the declared types they accept, and a default holding it", () => {
    expect(
      declare({ cart: { main: "main-cart", sections: ["hero", "main-cart"], default: [] } }),
    ).toEqual(["sections.templates.cart.default"]);
    expect(declare({ cart: { main: "hero-x", sections: ["hero"], default: [] } })).toEqual([
      "sections.templates.cart.main",
    ]);
    expect(declare({ cart: { main: "main-cart", sections: ["lookbook"], default: [] } })).toEqual([
      "sections.templates.cart.sections",
    ]);
    expect(declare({ checkout: { main: "hero", sections: ["hero"], default: [] } })).toEqual([
      "sections.templates.checkout",
    ]);
  });

  it("do not accept another template's main", () => {
    expect(
      declare({
        cart: { main: "main-cart", sections: ["main-cart", "main-post"], default: [] },
        post: { main: "main-post", sections: ["main-post"], default: [] },
      }),
    ).toEqual(["sections.templates.cart.sections"]);
  });
});
