import {
  DEFAULT_THEME_SECTIONS,
  type HomeSection,
  type ThemeSectionsSchema,
  type ThemeSettings,
} from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import type { TextEditMessage } from "../protocol";
import { applyTextEdit, settingsWithTextEdit } from "./in-place-edit";

const types = DEFAULT_THEME_SECTIONS.types;
const page: HomeSection[] = [
  { id: "hero", type: "hero", settings: { heading: "Welcome" } },
  {
    id: "story",
    type: "rich-text",
    settings: {},
    blocks: [
      { id: "h1", type: "heading", settings: {} },
      { id: "p1", type: "paragraph", settings: {} },
    ],
  },
];
const edit = (fields: Partial<TextEditMessage>): TextEditMessage => ({
  type: "vitrine:text-edit",
  template: "home",
  sectionId: "hero",
  blockId: null,
  settingId: "heading",
  value: "Spring sale",
  ...fields,
});

describe("a text edited in place", () => {
  it("becomes the section's setting, the other sections untouched", () => {
    const next = applyTextEdit(page, types, edit({}));
    expect(next?.[0]?.settings).toEqual({ heading: "Spring sale" });
    expect(next?.[1]).toBe(page[1]);
  });

  it("becomes a block's setting", () => {
    const next = applyTextEdit(
      page,
      types,
      edit({ sectionId: "story", blockId: "p1", settingId: "text", value: "a\nb" }),
    );
    expect(next?.[1]?.blocks?.[1]?.settings).toEqual({ text: "a\nb" });
  });

  it("is kept to the setting's rules: one line unless multiline, at most maxLength", () => {
    const next = applyTextEdit(page, types, edit({ value: `Spring\nsale ${"x".repeat(200)}` }));
    const heading = next?.[0]?.settings.heading as string;
    expect(heading).toHaveLength(120);
    expect(heading.startsWith("Spring sale x")).toBe(true);
  });

  it("keeps markup as the text it is, to be shown as text", () => {
    const next = applyTextEdit(page, types, edit({ value: "<b>Bold</b>\u0007" }));
    expect(next?.[0]?.settings.heading).toBe("<b>Bold</b>");
  });

  it("is nothing for a setting that is not text, not there, or unchanged", () => {
    expect(applyTextEdit(page, types, edit({ settingId: "color_scheme" }))).toBeUndefined();
    expect(applyTextEdit(page, types, edit({ settingId: "nope" }))).toBeUndefined();
    expect(applyTextEdit(page, types, edit({ sectionId: "gone" }))).toBeUndefined();
    expect(applyTextEdit(page, types, edit({ sectionId: "story", blockId: "x" }))).toBeUndefined();
    expect(applyTextEdit(page, types, edit({ value: "Welcome" }))).toBeUndefined();
  });
});

describe("a text edited in place, in the template the frame shows", () => {
  const settings = {} as ThemeSettings;
  const heading = { type: "text", id: "heading", label: "Heading", default: "" } as const;
  const schema: ThemeSectionsSchema = {
    types: [
      { type: "banner", label: "Banner", settings: [heading] },
      { type: "main-product", label: "Product", settings: [] },
    ],
    home: [{ id: "top", type: "banner", settings: {} }],
    templates: {
      product: {
        main: "main-product",
        sections: ["banner", "main-product"],
        default: [
          { id: "main", type: "main-product", settings: {} },
          { id: "below", type: "banner", settings: {} },
        ],
      },
    },
  };

  it("goes into that template's arrangement, the theme's default until the owner made one", () => {
    const next = settingsWithTextEdit(
      settings,
      schema,
      edit({ template: "product", sectionId: "below", value: "You may also like" }),
    );
    expect(next?.templates?.product).toEqual([
      { id: "main", type: "main-product", settings: {} },
      { id: "below", type: "banner", settings: { heading: "You may also like" } },
    ]);
    expect(next?.home_sections).toBeUndefined();
  });

  it("goes into an alternative the owner arranged, and into home_sections for the home page", () => {
    const arranged = {
      templates: { "product.preorder": [{ id: "b", type: "banner", settings: {} }] },
    } as unknown as ThemeSettings;
    const next = settingsWithTextEdit(
      arranged,
      schema,
      edit({ template: "product.preorder", sectionId: "b", value: "Soon" }),
    );
    expect(next?.templates?.["product.preorder"]?.[0]?.settings.heading).toBe("Soon");
    const home = settingsWithTextEdit(settings, schema, edit({ sectionId: "top" }));
    expect(home?.home_sections?.[0]?.settings.heading).toBe("Spring sale");
  });

  it("is nothing in a template the name does not make", () => {
    expect(settingsWithTextEdit(settings, schema, edit({ template: "cart.big" }))).toBeUndefined();
  });
});
