import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, toCallPage, toPageSize, toUiPage } from "./paging";

describe("paging: the UI counts pages from 1, calls from 0", () => {
  it("no page asks for the first page, call page 0", () => {
    expect(toCallPage(undefined)).toBe(0);
  });

  it.each([
    [1, 0],
    [2, 1],
    [10, 9],
  ])("UI page %i is call page %i", (uiPage, callPage) => {
    expect(toCallPage(uiPage)).toBe(callPage);
    expect(toUiPage(callPage)).toBe(uiPage);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("UI page %s is refused", (uiPage) => {
    expect(() => toCallPage(uiPage)).toThrow(RangeError);
  });

  it("the default page size is 12", () => {
    expect(DEFAULT_PAGE_SIZE).toBe(12);
    expect(toPageSize(undefined, DEFAULT_PAGE_SIZE)).toBe(12);
  });

  it("a page size is a whole number from 1 to the maximum", () => {
    expect(toPageSize(MAX_PAGE_SIZE, 12)).toBe(MAX_PAGE_SIZE);
    for (const size of [0, MAX_PAGE_SIZE + 1, 2.5]) {
      expect(() => toPageSize(size, 12)).toThrow(RangeError);
    }
  });
});
