import type { ProductImage } from "@vitrine/contract";
import { Image } from "@vitrine/theme-kit";

/**
 * The gifted product's picture in `.vt-gift`'s media column (empty when the product has none);
 * `sizes` and `maxWidth` say how wide that column is on the page showing it.
 */
export function GiftMedia({
  image,
  sizes,
  maxWidth,
  priority,
}: {
  image: ProductImage | null;
  sizes: string;
  maxWidth: number;
  priority?: boolean;
}) {
  return (
    <div className="vt-gift__media">
      {image === null ? null : (
        <Image data={image} sizes={sizes} maxWidth={maxWidth} priority={priority} />
      )}
    </div>
  );
}
