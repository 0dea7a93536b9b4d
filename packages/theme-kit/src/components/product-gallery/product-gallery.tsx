import type { Product, ProductImage } from "@vitrine/contract";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Image } from "../image/image";

/** A thumbnail button is 4.5rem wide (components.css). */
const THUMB_WIDTH = 72;

/**
 * What a product page's gallery shows: every picture of the product, by position (a variant's
 * own pictures too when the product lists them apart), and the one to show first, the selected
 * variant's when variants differ in pictures.
 *
 * @example
 * productGallery(studioTee, blackVariant)
 * // → { images: [front, detail, white, black, sand, forest], selectedImageId: "studio-tee-image-3" }
 * productGallery(studioTee, undefined) // → { images: […], selectedImageId: undefined } (the first)
 */
export function productGallery(
  product: Pick<Product, "differentVariantsImage"> & {
    images: readonly ProductImage[];
    variants: readonly { images: readonly ProductImage[] }[];
  },
  variant: { images: readonly ProductImage[] } | undefined,
): { images: ProductImage[]; selectedImageId: string | undefined } {
  const byId = new Map<string, ProductImage>();
  for (const image of [
    ...product.images,
    ...product.variants.flatMap((candidate) => candidate.images),
  ]) {
    if (!byId.has(image.id)) byId.set(image.id, image);
  }
  const images = [...byId.values()].sort((a, b) => a.position - b.position);
  const selectedImageId = product.differentVariantsImage ? variant?.images[0]?.id : undefined;
  return { images, selectedImageId };
}

export interface ProductGalleryProps {
  images: readonly ProductImage[];
  /** The picture shown first, and again whenever this changes (another variant chosen). */
  selectedImageId?: string;
  /** The main picture's width in the layout, as the `sizes` attribute. */
  sizes: string;
  /** The main picture's widest, in CSS pixels. */
  maxWidth: number;
  className?: string;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A product's pictures: one large, and a row of thumbnail buttons, one a picture, that show it
 * large. From the keyboard, Tab reaches the thumbnails and Enter or Space shows one; the arrow
 * keys, Home and End move along the row and show as they go.
 *
 * @example
 * const { images, selectedImageId } = productGallery(product, variant);
 * <ProductGallery images={images} selectedImageId={selectedImageId} sizes="(min-width: 990px) 60vw, 100vw" maxWidth={990} />
 */
export function ProductGallery({
  images,
  selectedImageId,
  sizes,
  maxWidth,
  className,
}: ProductGalleryProps) {
  const { t } = useTranslation();
  const indexOf = (id: string | undefined) =>
    Math.max(
      0,
      images.findIndex((image) => image.id === id),
    );
  const [shown, setShown] = useState(() => indexOf(selectedImageId));
  // Another variant chosen shows its picture (React's "adjust state when a prop changes").
  const [followed, setFollowed] = useState(selectedImageId);
  if (followed !== selectedImageId) {
    setFollowed(selectedImageId);
    setShown(indexOf(selectedImageId));
  }
  const thumbs = useRef<HTMLUListElement>(null);
  const current = images[shown] ?? images[0];

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = step(shown, images.length);
    setShown(next);
    thumbs.current?.querySelectorAll("button")[next]?.focus();
  }

  return (
    <section
      className={["vt-gallery", className].filter(Boolean).join(" ")}
      aria-label={t("product.gallery")}
    >
      <div className="vt-gallery__main">
        {current === undefined ? null : (
          <Image data={current} sizes={sizes} maxWidth={maxWidth} priority />
        )}
      </div>
      {images.length > 1 ? (
        <ul className="vt-gallery__thumbs" ref={thumbs} onKeyDown={onKeyDown}>
          {images.map((image, position) => (
            <li key={image.id}>
              <button
                type="button"
                aria-current={position === shown ? "true" : undefined}
                onClick={() => setShown(position)}
              >
                <Image data={image} alt="" sizes={`${THUMB_WIDTH}px`} maxWidth={THUMB_WIDTH} />
                <span className="vt-visually-hidden">
                  {t("product.showImage", { index: position + 1, count: images.length })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
