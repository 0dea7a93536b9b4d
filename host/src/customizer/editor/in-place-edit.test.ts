import { DEFAULT_THEME_SECTIONS, type HomeSection } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import type { TextEditMessage } from "../protocol";
import { applyTextEdit } from "./in-place-edit";

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
