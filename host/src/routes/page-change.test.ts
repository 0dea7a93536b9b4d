import { describe, expect, it } from "vitest";
import { isPageChange } from "./page-change";

describe("which router events are navigations", () => {
  const at = (index: number) => ({ state: { __TSR_index: index } });

  it("another path is a navigation", () => {
    expect(isPageChange({ pathChanged: true, fromLocation: at(3), toLocation: at(4) })).toBe(true);
  });

  it("a new history entry on the same path (the next page of a list) is a navigation", () => {
    expect(isPageChange({ pathChanged: false, fromLocation: at(3), toLocation: at(4) })).toBe(true);
  });

  it("the first location, with nothing before it, is a navigation", () => {
    expect(isPageChange({ pathChanged: false, toLocation: at(0) })).toBe(true);
  });

  it("a page replacing its own query string (a variant picked) is not", () => {
    expect(isPageChange({ pathChanged: false, fromLocation: at(3), toLocation: at(3) })).toBe(
      false,
    );
  });
});
