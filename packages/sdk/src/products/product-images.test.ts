import type { ProductImage } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { getMainImage, getSecondaryImage } from "./product-images";

function image(id: string, position: number): ProductImage {
  return { id, url: `/${id}.jpg`, alt: id, position, width: 100, height: 100 };
}

describe("getMainImage", () => {
  it("the main image is the lowest-position image", () => {
    expect(getMainImage({ images: [image("b", 2), image("a", 1), image("c", 3)] })?.id).toBe("a");
  });

  it("when variants differ in images, the main image comes from the first variant", () => {
    const product = {
      images: [image("product", 1)],
      differentVariantsImage: true,
      variants: [
        { images: [image("red-back", 2), image("red-front", 1)] },
        { images: [image("blue", 0)] },
      ],
    };
    expect(getMainImage(product)?.id).toBe("red-front");
  });

  it("when variants share images, the main image comes from the product", () => {
    const product = {
      images: [image("product", 1)],
      differentVariantsImage: false,
      variants: [{ images: [image("red", 0)] }],
    };
    expect(getMainImage(product)?.id).toBe("product");
  });

  it("when the first variant has no image, the product's images are used", () => {
    const product = {
      images: [image("product", 1)],
      differentVariantsImage: true,
      variants: [{ images: [] }],
    };
    expect(getMainImage(product)?.id).toBe("product");
  });

  it("a product without images has no main image", () => {
    expect(getMainImage({ images: [] })).toBeUndefined();
  });

  it("does not reorder the product's images", () => {
    const images = [image("b", 2), image("a", 1)];
    getMainImage({ images });
    expect(images.map((entry) => entry.id)).toEqual(["b", "a"]);
  });
});

describe("getSecondaryImage", () => {
  it("the secondary image is the second image by position", () => {
    expect(getSecondaryImage({ images: [image("c", 3), image("a", 1), image("b", 2)] })?.id).toBe(
      "b",
    );
  });

  it("a product with one image has no secondary image", () => {
    expect(getSecondaryImage({ images: [image("a", 1)] })).toBeUndefined();
  });
});
