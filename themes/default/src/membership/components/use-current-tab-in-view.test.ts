import { describe, expect, it } from "vitest";
import { tabOverflow } from "./use-current-tab-in-view";

describe("tabOverflow", () => {
  const row = { left: 16, right: 396 };

  it("scrolls right by what the tab overhangs at the end, left by what it does at the start", () => {
    expect(tabOverflow(row, { left: 350, right: 440 })).toBe(44);
    expect(tabOverflow(row, { left: -20, right: 60 })).toBe(-36);
  });

  it("leaves a tab that shows whole where it is", () => {
    expect(tabOverflow(row, { left: 16, right: 396 })).toBe(0);
    expect(tabOverflow(row, { left: 100, right: 180 })).toBe(0);
  });
});
