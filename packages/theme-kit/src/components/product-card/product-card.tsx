import type { ProductSummary } from "@vitrine/contract";
import { getMainImage, getSecondaryImage, routePath } from "@vitrine/sdk";
import { Link } from "@vitrine/sdk/react";
import { useTranslation } from "react-i18next";
import { Image } from "../image/image";
import { IMAGE_SLOTS } from "../image/image-slots";
import { Price } from "../price/price";

/** A product in a grid: picture (second picture on hover), name linking to it, price, badges. */
export function ProductCard({
  product,
  headingLevel = 3,
  sizes = IMAGE_SLOTS.gridCard4.sizes,
  eager = false,
}: {
  product: ProductSummary;
  headingLevel?: 2 | 3;
  /** The card is in the first screen: its picture loads at once (the hover picture stays lazy). */
  eager?: boolean;
  /** The card's width in its grid, as `sizes`; a grid of 4 unless told. */
  sizes?: string;
}) {
  const { t } = useTranslation();
  const main = getMainImage(product);
  const secondary = getSecondaryImage(product);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const onSale = product.compareAtPrice != null && product.compareAtPrice > product.price;
  return (
    <article className="vt-card">
      <div className="vt-card__media">
        {main === undefined ? null : (
          <Image
            data={main}
            alt=""
            sizes={sizes}
            maxWidth={IMAGE_SLOTS.gridCard4.maxWidth}
            eager={eager}
          />
        )}
        {secondary === undefined ? null : (
          <Image data={secondary} alt="" sizes={sizes} maxWidth={IMAGE_SLOTS.gridCard4.maxWidth} />
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
  eagerCount = 0,
}: {
  products: readonly ProductSummary[];
  columns?: 3 | 4;
  /** How many cards from the start are in the first screen (their pictures load at once). */
  eagerCount?: number;
  /** 2 when the grid sits right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={`vt-grid vt-grid--${columns}`}>
      {products.map((product, position) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={position < eagerCount}
            headingLevel={headingLevel}
            sizes={columns === 4 ? IMAGE_SLOTS.gridCard4.sizes : IMAGE_SLOTS.gridCard.sizes}
          />
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
