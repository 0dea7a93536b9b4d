import { describe, expect, it } from "vitest";
import { frameAncestorsPolicy } from "./frame-ancestors";

describe("frameAncestorsPolicy", () => {
  it("lets the shop and the customizer's origin frame the page", () => {
    expect(frameAncestorsPolicy("https://admin.example.test")).toBe(
      "frame-ancestors 'self' https://admin.example.test",
    );
  });

  it.each([
    ["no customizer", ""],
    ["a path after the origin", "https://admin.example.test/customize"],
    ["another directive smuggled in", "https://admin.example.test; script-src *"],
    ["a wildcard", "*"],
    ["another scheme", "javascript:alert(1)"],
  ])("leaves out %s", (_, origin) => {
    expect(frameAncestorsPolicy(origin)).toBe("frame-ancestors 'self'");
  });
});
