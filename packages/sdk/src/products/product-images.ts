import type { ProductImage } from "@vitrine/contract";

/** What image selection reads: a full product, or a listing's summary (which has no variants). */
export interface ProductWithImages {
  images: readonly ProductImage[];
  differentVariantsImage?: boolean;
  variants?: ReadonlyArray<{ images: readonly ProductImage[] }>;
}

/**
 * The images a product is shown with, lowest position first: the first variant's when variants
 * differ in images (spec §3) and that variant has any, else the product's own. Ties keep their
 * order, and the input is never mutated.
 */
function imagesByPosition(product: ProductWithImages): ProductImage[] {
  const variantImages = product.differentVariantsImage ? product.variants?.[0]?.images : undefined;
  const source = variantImages && variantImages.length > 0 ? variantImages : product.images;
  return [...source].sort((a, b) => a.position - b.position);
}

/**
 * The main image: the lowest-position image, taken from the first variant when variants differ
 * in images (spec §3). `undefined` when there is no image.
 *
 * @example
 * getMainImage({ images: [{ id: "b", position: 2 }, { id: "a", position: 1 }] }); // → image "a"
 * getMainImage({ differentVariantsImage: true, images: [a], variants: [{ images: [red] }] }); // → red
 */
export function getMainImage(product: ProductWithImages): ProductImage | undefined {
  return imagesByPosition(product)[0];
}

/**
 * The secondary image (a card's hover image): the second image, by position, of the same images
 * the main image comes from, so it never repeats the main image. `undefined` with fewer than two.
 *
 * @example
 * getSecondaryImage({ images: [{ id: "c", position: 3 }, { id: "a", position: 1 }, { id: "b", position: 2 }] });
 * // → image "b"
 */
export function getSecondaryImage(product: ProductWithImages): ProductImage | undefined {
  return imagesByPosition(product)[1];
}
