import { IMAGE_WIDTHS } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { imageSrcSet, responsiveImage, responsiveImageWidths } from "./responsive-image";

const HOST = "https://img.test";
const ORIGINAL = "https://cdn.test/a.png";

/** The widths a srcset lists, in order. */
function widthsOf(srcSet: string): number[] {
  return srcSet.split(", ").map((entry) => Number(entry.split(" ")[1]?.replace("w", "")));
}

describe("responsiveImageWidths", () => {
  it("offers the service's widths from 300 up to the slot at 2x", () => {
    expect(responsiveImageWidths({ maxWidth: 450 })).toEqual([300, 360, 450, 600, 900]);
    expect(responsiveImageWidths({ maxWidth: 600 })).toEqual([300, 360, 450, 600, 900, 1200]);
    expect(responsiveImageWidths({ maxWidth: 601 })).toEqual([300, 360, 450, 600, 900, 1200, 1600]);
  });

  it("stops at the service's largest width for a slot wider than it makes", () => {
    expect(responsiveImageWidths({ maxWidth: 1400 })).toEqual([
      300, 360, 450, 600, 900, 1200, 1600, 2048,
    ]);
  });

  it("goes below 300 only when told, and never past the largest it needs", () => {
    expect(responsiveImageWidths({ maxWidth: 100, minWidth: 120 })).toEqual([120, 160, 200]);
    expect(responsiveImageWidths({ maxWidth: 60 })).toEqual([120]);
  });

  it("reads a width that is not a size as the smallest slot", () => {
    expect(responsiveImageWidths({ maxWidth: Number.NaN })).toEqual([300, 360, 450, 600]);
    expect(responsiveImageWidths({ maxWidth: -1 })).toEqual([300, 360, 450, 600]);
  });

  it("lists only distinct widths of the service's list", () => {
    for (const maxWidth of [1, 99, 150, 333, 450, 799, 1024, 5000]) {
      const widths = responsiveImageWidths({ maxWidth });
      expect(new Set(widths).size).toBe(widths.length);
      for (const width of widths) expect(IMAGE_WIDTHS).toContain(width);
    }
  });
});

describe("imageSrcSet", () => {
  it("lists each width once after rounding it to the service's, smallest first", () => {
    const srcSet = imageSrcSet(ORIGINAL, [600, 250, 300, 500, 600], HOST);
    expect(widthsOf(srcSet)).toEqual([300, 600]);
    expect(srcSet).toBe(
      `${HOST}/images/resize?url=https%3A%2F%2Fcdn.test%2Fa.png&width=300&format=webp&quality=100 300w, ` +
        `${HOST}/images/resize?url=https%3A%2F%2Fcdn.test%2Fa.png&width=600&format=webp&quality=100 600w`,
    );
  });

  it("skips widths that are not sizes", () => {
    expect(widthsOf(imageSrcSet(ORIGINAL, [0, Number.NaN, 450], HOST))).toEqual([450]);
  });

  it("is empty for a URL the service does not take", () => {
    expect(imageSrcSet("data:image/png;base64,AAAA", [300, 600], HOST)).toBe("");
    expect(imageSrcSet("images/a.png", [300], HOST)).toBe("");
  });
});

describe("responsiveImage", () => {
  it("gives the middle width as src and every width in the srcset", () => {
    const image = responsiveImage(ORIGINAL, { maxWidth: 450 }, HOST);
    expect(new URL(image.src).searchParams.get("width")).toBe("450");
    expect(widthsOf(image.srcSet)).toEqual([300, 360, 450, 600, 900]);
  });

  it("leaves a URL the service does not take as it is, with no srcset", () => {
    expect(responsiveImage("data:image/png;base64,AAAA", { maxWidth: 450 }, HOST)).toEqual({
      src: "data:image/png;base64,AAAA",
      srcSet: "",
    });
  });
});
