import { describe, expect, it } from "vitest";
import { imageAltOf } from "./use-image-alt";

describe("imageAltOf", () => {
  const alts = { "/media/beach-1.jpg": "A beach at dawn" };
  it("finds a library image's alt by its path, written as a path or an absolute URL", () => {
    expect(imageAltOf(alts, "/media/beach-1.jpg")).toBe("A beach at dawn");
    expect(imageAltOf(alts, "http://demo.localhost:3000/media/beach-1.jpg")).toBe(
      "A beach at dawn",
    );
  });
  it("is empty for another image, no image, or a shop without alts", () => {
    expect(imageAltOf(alts, "https://cdn.test/beach-1.jpg")).toBe("");
    expect(imageAltOf(alts, "/media/other.jpg")).toBe("");
    expect(imageAltOf(alts, null)).toBe("");
    expect(imageAltOf(undefined, "/media/beach-1.jpg")).toBe("");
  });
});
