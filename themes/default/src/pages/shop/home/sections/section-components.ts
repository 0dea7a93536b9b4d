import type { SectionComponents } from "@vitrine/sdk/react";
import { CollectionListSection } from "./collection-list-section";
import { FeaturedCollectionSection } from "./featured-collection-section";
import { HeroSection } from "./hero-section";
import { ImageWithTextSection } from "./image-with-text-section";
import { lazySection } from "./lazy-section";
import { ProductGridSection } from "./product-grid-section";
import { RichTextSection } from "./rich-text-section";

/**
 * The component of each section type the default theme declares (the contract's
 * `DEFAULT_THEME_SECTIONS`, which the shop API checks saved arrangements against). The newsletter
 * (a form: its schema and fields are 14 KB gzip), the latest posts and the social feed load
 * apart (`lazySection`), so a home page that does not show them never downloads them. The other
 * pages' templates load this module itself with their first section (`TemplateSections`).
 */
export const SECTION_COMPONENTS: SectionComponents = {
  hero: HeroSection,
  "featured-collection": FeaturedCollectionSection,
  "collection-list": CollectionListSection,
  "product-grid": ProductGridSection,
  "latest-posts": lazySection(() => import("./latest-posts-section"), "LatestPostsSection"),
  "rich-text": RichTextSection,
  "image-with-text": ImageWithTextSection,
  newsletter: lazySection(() => import("./newsletter-section"), "NewsletterSection"),
  "social-feed": lazySection(() => import("./social-feed-section"), "SocialFeedSection"),
};
