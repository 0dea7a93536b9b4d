import type { HomeSection, SocialPlatform } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { Link, useResource, useShop, useStorefront } from "@vitrine/sdk/react";
import {
  EmptyState,
  Image,
  LoadingState,
  ProductGrid,
  ProductGridSkeleton,
  ResourceView,
  useSchemeStyle,
} from "@vitrine/theme-kit";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** The home page when the owner has not arranged it: hero, new arrivals, a collection, Instagram. */
export const DEFAULT_HOME_SECTIONS: readonly HomeSection[] = [
  { type: "hero", color_scheme: "scheme-2" },
  { type: "product-grid", order_by: "createdAt", limit: 8 },
  { type: "featured-collection", collection: "col-apparel", limit: 4 },
  { type: "social-feed", platform: "INSTAGRAM" },
];

const loadingGrid = (
  <LoadingState>
    <ProductGridSkeleton />
  </LoadingState>
);

/** The hero's picture is half the page from 750 px (sections.css), the whole screen below. */
const HERO_SIZES = "(min-width: 750px) 50vw, 100vw";
/** Its widest: a 749 px screen, just before it shares the row with the text. */
const HERO_MAX_WIDTH = 750;

/** A social post is a quarter of the page from 750 px, half the screen below (sections.css). */
const SOCIAL_SIZES = "(min-width: 750px) 25vw, 50vw";
/** Its widest: half of a 749 px screen. */
const SOCIAL_MAX_WIDTH = 375;

/** The owner's heading and text over the shop's name and description, with a link to every product. */
export function HeroSection({ section }: { section: Extract<HomeSection, { type: "hero" }> }) {
  const { t } = useTranslation();
  const { state } = useShop();
  const style = useSchemeStyle(section.color_scheme ?? 1);
  return (
    <section className="vt-section vt-scheme" style={style}>
      <div className={`vt-page-width vt-hero ${section.image_url ? "vt-hero--with-image" : ""}`}>
        <div>
          <h1>{section.heading ?? state.shop?.name}</h1>
          <p>{section.text ?? state.shop?.description}</p>
          <Link className="vt-button vt-button--primary" href={routePath("products")}>
            {t("shop.home.shopAll")}
          </Link>
        </div>
        {section.image_url ? (
          // The section carries no size: a 4:3 box (cropped by sections.css) keeps the text from moving.
          <Image
            src={section.image_url}
            alt=""
            width={1200}
            height={900}
            sizes={HERO_SIZES}
            maxWidth={HERO_MAX_WIDTH}
            priority
          />
        ) : null}
      </div>
    </section>
  );
}

/** Cards a grid near the top of the page loads at once: the first row on a wide screen, two on a phone. */
const FIRST_SCREEN_CARDS = 4;

export function ProductGridSection({
  section,
  nearTop = false,
}: {
  section: Extract<HomeSection, { type: "product-grid" }>;
  /** The section may be in the first screen: its first cards' pictures load at once. */
  nearTop?: boolean;
}) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const titleId = useId();
  const style = useSchemeStyle(section.color_scheme ?? 0);
  const products = useResource(
    (signal) =>
      api.storefront.listProducts(
        { orderBy: section.order_by, direction: "DESC", pageSize: section.limit ?? 8 },
        { signal },
      ),
    [section.order_by, section.limit],
  );
  return (
    <section className="vt-section vt-scheme" style={style} aria-labelledby={titleId}>
      <div className="vt-page-width">
        <div className="vt-section__header">
          <h2 id={titleId}>{section.heading ?? t("shop.home.newArrivals")}</h2>
          <Link href={routePath("products")}>{t("shop.home.shopAll")}</Link>
        </div>
        <ResourceView
          resource={products}
          loading={loadingGrid}
          isEmpty={(list) => list.data.length === 0}
          empty={<EmptyState title={t("shop.products.empty")} />}
        >
          {(list) => (
            <ProductGrid products={list.data} eagerCount={nearTop ? FIRST_SCREEN_CARDS : 0} />
          )}
        </ResourceView>
      </div>
    </section>
  );
}

export function FeaturedCollectionSection({
  section,
  nearTop = false,
}: {
  section: Extract<HomeSection, { type: "featured-collection" }>;
  /** The section may be in the first screen: its first cards' pictures load at once. */
  nearTop?: boolean;
}) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const titleId = useId();
  const style = useSchemeStyle(section.color_scheme ?? 0);
  const groups = useResource(
    (signal) =>
      api.storefront.searchByCollections(
        { collectionIds: [section.collection], size: section.limit ?? 4 },
        { signal },
      ),
    [section.collection, section.limit],
  );
  if (groups.status === "success" && groups.data.length === 0) return null;
  const group = groups.data?.[0];
  return (
    <section className="vt-section vt-scheme" style={style} aria-labelledby={titleId}>
      <div className="vt-page-width">
        <div className="vt-section__header">
          <h2 id={titleId}>{group?.collection.title ?? t("layout.collections")}</h2>
          {group === undefined ? null : (
            <Link href={routePath("collection", { slug: group.collection.slug })}>
              {t("shop.home.viewCollection")}
            </Link>
          )}
        </div>
        <ResourceView
          resource={groups}
          loading={loadingGrid}
          isEmpty={(list) => (list[0]?.products.length ?? 0) === 0}
          empty={<EmptyState title={t("shop.collection.empty")} />}
        >
          {(list) => (
            <ProductGrid
              products={list[0]?.products ?? []}
              eagerCount={nearTop ? FIRST_SCREEN_CARDS : 0}
            />
          )}
        </ResourceView>
      </div>
    </section>
  );
}

const FEEDS = {
  INSTAGRAM: "instagram",
  TIKTOK: "tiktok",
  YOUTUBE: "youtube",
} as const satisfies Record<SocialPlatform, string>;

export function SocialFeedSection({
  section,
}: {
  section: Extract<HomeSection, { type: "social-feed" }>;
}) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const titleId = useId();
  const style = useSchemeStyle(section.color_scheme ?? 0);
  const feed = useResource(
    (signal) => api.social[FEEDS[section.platform]]({}, { signal }),
    [section.platform],
  );
  return (
    <section className="vt-section vt-scheme" style={style} aria-labelledby={titleId}>
      <div className="vt-page-width">
        <div className="vt-section__header">
          <h2 id={titleId}>{t(`shop.home.socialTitle.${section.platform}`)}</h2>
        </div>
        <ResourceView
          resource={feed}
          loading={loadingGrid}
          isEmpty={(items) => items.length === 0}
          empty={<EmptyState title={t("shop.home.socialEmpty")} />}
        >
          {(items) => (
            <ul className="vt-grid vt-social-grid">
              {items.map((item) => (
                <li key={item.id} className="vt-social-item">
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    <Image
                      src={item.thumbnailUrl}
                      alt={t("shop.home.socialPost", {
                        platform: section.platform,
                        caption: item.caption,
                      })}
                      // Square by sections.css, whatever the post's shape.
                      width={600}
                      height={600}
                      sizes={SOCIAL_SIZES}
                      maxWidth={SOCIAL_MAX_WIDTH}
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </ResourceView>
      </div>
    </section>
  );
}

/**
 * One section by its type; an unknown type (a newer customizer) is skipped. `nearTop`: the
 * section may be in the first screen (one of the first two), so its first pictures load at once.
 */
export function HomeSectionView({
  section,
  nearTop = false,
}: {
  section: HomeSection;
  nearTop?: boolean;
}) {
  switch (section.type) {
    case "hero":
      return <HeroSection section={section} />;
    case "product-grid":
      return <ProductGridSection section={section} nearTop={nearTop} />;
    case "featured-collection":
      return <FeaturedCollectionSection section={section} nearTop={nearTop} />;
    case "social-feed":
      return <SocialFeedSection section={section} />;
    default:
      return null;
  }
}
