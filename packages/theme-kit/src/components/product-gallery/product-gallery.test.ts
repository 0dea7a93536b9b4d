import type { ProductImage } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { productGallery } from "./product-gallery";

const picture = (id: string, position: number): ProductImage => ({
  id,
  url: `/media/${id}.webp`,
  alt: id,
  position,
  width: 800,
  height: 800,
});

describe("productGallery", () => {
  const front = picture("front", 0);
  const white = picture("white", 2);
  const black = picture("black", 3);
  const product = {
    images: [black, front, white],
    variants: [{ images: [white] }, { images: [black] }],
    differentVariantsImage: true,
  };

  it("shows every picture of the product by position, the variant's selected", () => {
    expect(productGallery(product, { images: [black] })).toEqual({
      images: [front, white, black],
      selectedImageId: "black",
    });
  });

  it("adds a variant's pictures the product does not list, once", () => {
    const back = picture("back", 1);
    const gallery = productGallery(
      { ...product, variants: [{ images: [back] }, { images: [back, white] }] },
      undefined,
    );
    expect(gallery.images.map((image) => image.id)).toEqual(["front", "back", "white", "black"]);
    expect(gallery.selectedImageId).toBeUndefined();
  });

  it("selects nothing when the variants share the product's pictures", () => {
    expect(
      productGallery({ ...product, differentVariantsImage: false }, { images: [black] })
        .selectedImageId,
    ).toBeUndefined();
  });
});
