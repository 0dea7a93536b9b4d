import { describe, expect, it } from "vitest";
import { imageTypeOf } from "./image-type";

describe("avatar image type by magic bytes", () => {
  it("recognises PNG, JPEG and WebP signatures", () => {
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      "png",
    );
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpg");
    expect(imageTypeOf(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe(
      "webp",
    );
  });

  it("refuses anything else, whatever it claims to be", () => {
    expect(
      imageTypeOf(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    ).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(imageTypeOf(new Uint8Array([]))).toBeNull();
  });
});
