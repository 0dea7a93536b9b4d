import type { SectionComponents } from "@vitrine/sdk/react";
import { lazySection } from "./lazy-section";

/**
 * The component of each section type the default theme declares (the contract's
 * `DEFAULT_THEME_SECTIONS`, which the shop API checks saved arrangements against). Each loads
 * when a page first shows it (`lazySection`): every page with a template can show any of them,
 * and most show none, so a product page's first load carries no hero, grid or newsletter form.
 */
export const SECTION_COMPONENTS: SectionComponents = {
  hero: lazySection(() => import("./hero-section"), "HeroSection"),
  "featured-collection": lazySection(
    () => import("./featured-collection-section"),
    "FeaturedCollectionSection",
  ),
  "collection-list": lazySection(
    () => import("./collection-list-section"),
    "CollectionListSection",
  ),
  "product-grid": lazySection(() => import("./product-grid-section"), "ProductGridSection"),
  "latest-posts": lazySection(() => import("./latest-posts-section"), "LatestPostsSection"),
  "rich-text": lazySection(() => import("./rich-text-section"), "RichTextSection"),
  "image-with-text": lazySection(() => import("./image-with-text-section"), "ImageWithTextSection"),
  newsletter: lazySection(() => import("./newsletter-section"), "NewsletterSection"),
  "social-feed": lazySection(() => import("./social-feed-section"), "SocialFeedSection"),
};
