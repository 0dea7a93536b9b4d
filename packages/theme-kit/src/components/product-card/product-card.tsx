import type { ProductSummary } from "@vitrine/contract";
import { getMainImage, getSecondaryImage, routePath } from "@vitrine/sdk";
import { Link } from "@vitrine/sdk/react";
import { useTranslation } from "react-i18next";
import { useImageSrcSet, useImageUrl } from "../../hooks/use-image-url";
import { Price } from "../price/price";

/** Card widths the resizing service renders; the browser picks by `CARD_SIZES`. */
const CARD_WIDTHS = [300, 450, 600, 900] as const;
/** How wide a card is in the grid: two columns, three from 750 px, four from 990 px. */
const CARD_SIZES = "(min-width: 990px) 25vw, (min-width: 750px) 33vw, 50vw";

/** A product in a grid: picture (second picture on hover), name linking to it, price, badges. */
export function ProductCard({
  product,
  headingLevel = 3,
}: {
  product: ProductSummary;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const imageSrcSet = useImageSrcSet();
  const main = getMainImage(product);
  const secondary = getSecondaryImage(product);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const onSale = product.compareAtPrice != null && product.compareAtPrice > product.price;
  return (
    <article className="vt-card">
      <div className="vt-card__media">
        {main === undefined ? null : (
          <img
            src={imageUrl(main.url, { width: 600 })}
            srcSet={imageSrcSet(main.url, CARD_WIDTHS)}
            sizes={CARD_SIZES}
            alt=""
            width={main.width}
            height={main.height}
            loading="lazy"
          />
        )}
        {secondary === undefined ? null : (
          <img
            src={imageUrl(secondary.url, { width: 600 })}
            srcSet={imageSrcSet(secondary.url, CARD_WIDTHS)}
            sizes={CARD_SIZES}
            alt=""
            loading="lazy"
          />
        )}
        {!product.available ? (
          <span className="vt-badge">{t("product.soldOut")}</span>
        ) : onSale ? (
          <span className="vt-badge">{t("product.sale")}</span>
        ) : null}
      </div>
      <Heading className="vt-card__title">
        <Link className="vt-card__link" href={routePath("product", { slug: product.slug })}>
          {product.name}
        </Link>
      </Heading>
      <Price
        price={product.minPrice}
        compareAtPrice={product.compareAtPrice}
        from={product.differentVariantPrice && product.maxPrice > product.minPrice}
      />
    </article>
  );
}

/** Cards of products in the theme's grid, `columns` on wide screens. */
export function ProductGrid({
  products,
  columns = 4,
  headingLevel = 3,
}: {
  products: readonly ProductSummary[];
  columns?: 3 | 4;
  /** 2 when the grid sits right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={`vt-grid vt-grid--${columns}`}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while products load. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="vt-grid vt-grid--4" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index}>
          <div className="vt-skeleton vt-skeleton--card" />
          <div className="vt-skeleton vt-skeleton--text" />
        </li>
      ))}
    </ul>
  );
}
