import type { ProductImage } from "@vitrine/contract";
import { Image } from "@vitrine/theme-kit";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";

/** The main picture's width: the page's on phones and tablets, 3/5 of it from 990 px (product.css). */
const MAIN_SIZES = "(min-width: 990px) 60vw, 100vw";
/** Its widest: a 989 px screen, just before the gallery becomes a column. */
const MAIN_MAX_WIDTH = 990;
/** A thumbnail button is 4.5rem wide (product.css). */
const THUMB_WIDTH = 72;

/**
 * The product's pictures: a large one and a thumbnail button per picture. Give it a `key` per set
 * of pictures, so another variant's pictures start at their first.
 */
export const ProductGallery = memo(function ProductGallery({
  images,
}: {
  images: readonly ProductImage[];
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <section className="vt-gallery" aria-label={t("product.gallery")}>
      <div className="vt-gallery__main">
        {current === undefined ? null : (
          <Image data={current} sizes={MAIN_SIZES} maxWidth={MAIN_MAX_WIDTH} priority />
        )}
      </div>
      {images.length > 1 ? (
        <ul className="vt-gallery__thumbs">
          {images.map((image, position) => (
            <li key={image.id}>
              <button
                type="button"
                aria-current={position === index ? "true" : undefined}
                onClick={() => setIndex(position)}
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
});
