import { describe, expect, it } from "vitest";
import { exactOrigin } from "./exact-origin";

describe("exactOrigin", () => {
  it("gives back an http(s) origin written as just that", () => {
    expect(exactOrigin("https://admin.test")).toBe("https://admin.test");
    expect(exactOrigin("http://demo.localhost:3000")).toBe("http://demo.localhost:3000");
  });

  it.each([
    ["a path after the origin", "https://admin.test/customize"],
    ["a trailing slash", "https://admin.test/"],
    ["a wildcard", "*"],
    ["another scheme", "javascript:alert(1)"],
    ["a directive smuggled in", "https://admin.test; script-src *"],
    ["nothing", ""],
  ])("refuses %s", (_, value) => {
    expect(exactOrigin(value)).toBeUndefined();
  });
});
