import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./json-depth";

describe("how deep JSON text nests, read before it is parsed", () => {
  it("counts arrays and objects alike, and only as deep as they go at once", () => {
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(nestsDeeperThan("[[],[],[[]]]", 3)).toBe(false);
    expect(nestsDeeperThan("[[[[]]]]", 3)).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('["\\"[[[[", "\\\\"]', 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\", [[]]]', 2)).toBe(true);
  });

  it("answers at the first bracket past the limit of 64 KB of them", () => {
    expect(nestsDeeperThan("[".repeat(64 * 1024), 32)).toBe(true);
  });
});
