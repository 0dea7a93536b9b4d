import { describe, expect, it } from "vitest";
import { pageFromSearch } from "./pagination";

describe("pageFromSearch", () => {
  it("reads a whole page number from 1, else page 1", () => {
    expect(pageFromSearch({ page: "3" })).toBe(3);
    expect(pageFromSearch({})).toBe(1);
    expect(pageFromSearch({ page: "-1" })).toBe(1);
    expect(pageFromSearch({ page: "2.5" })).toBe(1);
  });
});
