import { describe, expect, it } from "vitest";
import { mediaTypeOf } from "./media-type-sniff";

const text = (value: string) => new TextEncoder().encode(value);

describe("mediaTypeOf", () => {
  it("names each allowed type by its signature", () => {
    expect(mediaTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe("image/jpeg");
    expect(mediaTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      "image/png",
    );
    expect(mediaTypeOf(text("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(mediaTypeOf(text("GIF87a"))).toBe("image/gif");
    expect(mediaTypeOf(text("GIF89a"))).toBe("image/gif");
    expect(mediaTypeOf(text("\0\0\0\x1cftypavif"))).toBe("image/avif");
    expect(mediaTypeOf(text("\0\0\0\x1cftypavis"))).toBe("image/avif");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(mediaTypeOf(text("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(mediaTypeOf(text("\0\0\0\x1cftypheic"))).toBeNull();
    expect(mediaTypeOf(text("%PDF-1.7"))).toBeNull();
    expect(mediaTypeOf(new Uint8Array())).toBeNull();
  });
});
