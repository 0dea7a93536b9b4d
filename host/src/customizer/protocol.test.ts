import { describe, expect, it } from "vitest";
import {
  parseFrameHoverMessage,
  parseFrameSelectionMessage,
  parsePanelSelectionMessage,
  parseSectionLabelsMessage,
  parseTextEditMessage,
} from "./protocol";

const edit = {
  type: "vitrine:text-edit",
  template: "product.preorder",
  sectionId: "rich-text",
  blockId: "heading-1",
  settingId: "heading",
  value: "Spring sale",
};

describe("point-and-edit messages", () => {
  it("section labels: a record of type → label", () => {
    const labels = {
      type: "vitrine:section-labels",
      labels: { hero: "Hero", "rich-text": "Rich" },
      selectHint: "Enter selects it",
    };
    expect(parseSectionLabelsMessage(labels)).toEqual(labels);
    for (const bad of [
      { ...labels, labels: { hero: 3 } },
      { ...labels, labels: ["Hero"] },
      { ...labels, labels: { "a b": "Hero" } },
      { ...labels, labels: { hero: "x".repeat(101) } },
      { ...labels, selectHint: undefined },
      { ...labels, type: "vitrine:theme-settings" },
    ]) {
      expect(parseSectionLabelsMessage(bad)).toBeUndefined();
    }
  });

  it("panel selection: a section id or null, and whether to scroll", () => {
    const message = { type: "vitrine:panel-selection", sectionId: "hero", scroll: true };
    expect(parsePanelSelectionMessage(message)).toEqual(message);
    expect(parsePanelSelectionMessage({ ...message, sectionId: null })?.sectionId).toBeNull();
    expect(parsePanelSelectionMessage({ ...message, scroll: "yes" })).toBeUndefined();
    expect(parsePanelSelectionMessage({ ...message, sectionId: "x".repeat(41) })).toBeUndefined();
    expect(parsePanelSelectionMessage({ ...message, sectionId: '"]*' })).toBeUndefined();
  });

  it("frame selection and hover: a section id (hover: or null)", () => {
    expect(
      parseFrameSelectionMessage({ type: "vitrine:frame-selection", sectionId: "hero" }),
    ).toEqual({ type: "vitrine:frame-selection", sectionId: "hero" });
    expect(
      parseFrameSelectionMessage({ type: "vitrine:frame-selection", sectionId: null }),
    ).toBeUndefined();
    expect(parseFrameHoverMessage({ type: "vitrine:frame-hover", sectionId: null })).toEqual({
      type: "vitrine:frame-hover",
      sectionId: null,
    });
    expect(parseFrameHoverMessage({ type: "vitrine:frame-hover", sectionId: 4 })).toBeUndefined();
    expect(parseFrameHoverMessage({ type: "vitrine:frame-hover" })).toBeUndefined();
  });

  it("text edit: ids, a block or null, and a string no longer than any text setting", () => {
    expect(parseTextEditMessage(edit)).toEqual(edit);
    expect(parseTextEditMessage({ ...edit, blockId: null })?.blockId).toBeNull();
    for (const bad of [
      { ...edit, value: 3 },
      { ...edit, value: "x".repeat(2001) },
      { ...edit, blockId: undefined },
      { ...edit, settingId: "" },
      { ...edit, sectionId: "a:b" },
      { ...edit, template: "cart.big" },
      { ...edit, template: undefined },
      "vitrine:text-edit",
      null,
    ]) {
      expect(parseTextEditMessage(bad)).toBeUndefined();
    }
  });
});
