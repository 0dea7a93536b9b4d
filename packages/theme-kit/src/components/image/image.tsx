import { responsiveImage } from "@vitrine/sdk";
import { useStorefront } from "@vitrine/sdk/react";
import { useMemo } from "react";

/** A picture as the API sends it (a product's, a cover, a poster…), or as a page makes one up. */
export interface ImageData {
  /** The original picture's URL; it goes through the storefront's resizing service. */
  url: string;
  /** The text alternative. */
  alt: string;
  /** The picture's intrinsic width and height (or any pair of its aspect): the browser keeps its box before it loads, so nothing shifts. */
  width: number;
  height: number;
}

export interface ImageProps {
  /** The picture, as the API answers it: `<Image data={product.images[0]} … />`, as Hydrogen's Image takes it. */
  data: ImageData;
  /** Overrides the picture's own text: `""` for a picture that only decorates (its link has the name). */
  alt?: string;
  /** How wide the picture is in the layout, as the `sizes` attribute, e.g. `"(min-width: 990px) 25vw, 50vw"`. */
  sizes: string;
  /** The widest the picture is shown, in CSS pixels: the `srcset` goes up to twice it. */
  maxWidth: number;
  /** The page's largest picture (a product's main image, the home hero): fetched first and at once, not lazily. */
  priority?: boolean;
  /** In the first screen, but not its largest picture (the first cards of a grid at the top): loaded at once, at the usual priority. */
  eager?: boolean;
  className?: string;
}

/**
 * A picture through the image-resizing service, at the widths its slot needs: `srcset` of
 * distinct service widths up to 2x `maxWidth`, the layout's `sizes`, explicit width and height,
 * lazy below the fold; `priority` makes it the page's largest contentful paint candidate
 * (`fetchpriority="high"`, eager), `eager` loads a picture of the first screen at once.
 *
 * @example
 * <Image data={product.images[0]} sizes="(min-width: 750px) 50vw, 100vw" maxWidth={600} priority />
 */
export function Image({
  data,
  alt = data.alt,
  sizes,
  maxWidth,
  priority = false,
  eager = false,
  className,
}: ImageProps) {
  const { config } = useStorefront();
  const imageHost = config.endpoints.imageHost;
  // Pages re-render pictures often (a variant click re-renders the gallery): the URLs are built once.
  const image = useMemo(
    () => responsiveImage(data.url, { maxWidth }, imageHost),
    [data.url, maxWidth, imageHost],
  );
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet === "" ? undefined : image.srcSet}
      sizes={image.srcSet === "" ? undefined : sizes}
      alt={alt}
      width={data.width}
      height={data.height}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority || eager ? undefined : "async"}
    />
  );
}
