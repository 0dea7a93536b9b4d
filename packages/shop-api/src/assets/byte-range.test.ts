import { describe, expect, it } from "vitest";
import { byteRange } from "./byte-range";

describe("byte ranges players ask for", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=900-", { start: 900, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=950-5000", { start: 950, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=5-1", "unsatisfiable"],
    ["bytes=0-1,5-9", null],
    ["items=0-1", null],
    [undefined, null],
  ])("%s of 1000 bytes → %j", (header, expected) => {
    expect(byteRange(header, 1000)).toEqual(expected);
  });
});
