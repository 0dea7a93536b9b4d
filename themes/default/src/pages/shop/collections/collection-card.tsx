import type { Collection } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { Link } from "@vitrine/sdk/react";
import { IMAGE_SLOTS, Image } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

/**
 * A collection as a card of a grid: its picture, its title linking to it (a heading of
 * `headingLevel`, under the page's or the section's own), its product count.
 */
export function CollectionCard({
  collection,
  headingLevel,
}: {
  collection: Collection;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="vt-card">
      <div className="vt-card__media">
        {collection.image === null ? null : (
          <Image data={collection.image} alt="" {...IMAGE_SLOTS.gridCard} />
        )}
      </div>
      <Heading className="vt-collection-card__title">
        <Link className="vt-card__link" href={routePath("collection", { slug: collection.slug })}>
          {collection.title}
        </Link>
      </Heading>
      <p className="vt-muted">
        {t("shop.collections.productCount", { count: collection.productCount })}
      </p>
    </article>
  );
}
