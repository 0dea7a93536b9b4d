import type { ProductImage } from "@vitrine/contract";
import { useImageUrl } from "@vitrine/theme-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** The product's pictures: a large one and a thumbnail button per picture; back to the first when the pictures change (another variant). */
export function ProductGallery({ images }: { images: readonly ProductImage[] }) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const [index, setIndex] = useState(0);
  const key = images.map((image) => image.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set of pictures starts at its first
  useEffect(() => setIndex(0), [key]);
  const current = images[index] ?? images[0];
  return (
    <section className="vt-gallery" aria-label={t("product.gallery")}>
      <div className="vt-gallery__main">
        {current === undefined ? null : (
          <img
            src={imageUrl(current.url, { width: 1200 })}
            alt={current.alt}
            width={current.width}
            height={current.height}
          />
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
                <img src={imageUrl(image.url, { width: 160 })} alt="" />
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
