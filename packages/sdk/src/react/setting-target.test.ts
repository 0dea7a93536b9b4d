import { describe, expect, it } from "vitest";
import { parseSettingTarget, settingTarget } from "./setting-target";

describe("setting targets", () => {
  it("names a section's own setting and a block's", () => {
    expect(settingTarget({ id: "hero" }, "heading")).toEqual({
      "data-vt-setting": "hero:-:heading",
    });
    expect(settingTarget({ id: "rich-text" }, "label", { id: "button-1" })).toEqual({
      "data-vt-setting": "rich-text:button-1:label",
    });
  });

  it("reads back what it wrote", () => {
    expect(parseSettingTarget("hero:-:heading")).toEqual({
      sectionId: "hero",
      blockId: null,
      settingId: "heading",
    });
    expect(parseSettingTarget("rich-text:button-1:label")).toEqual({
      sectionId: "rich-text",
      blockId: "button-1",
      settingId: "label",
    });
  });

  it("refuses a value of another form", () => {
    for (const value of ["hero:heading", "hero:-:heading:x", "hero::heading", "he ro:-:x", ""]) {
      expect(parseSettingTarget(value)).toBeUndefined();
    }
  });
});
