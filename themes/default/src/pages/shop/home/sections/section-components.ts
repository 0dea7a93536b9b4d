import type { SectionComponents } from "@vitrine/sdk/react";
import { CollectionListSection } from "./collection-list-section";
import { FeaturedCollectionSection } from "./featured-collection-section";
import { HeroSection } from "./hero-section";
import { ImageWithTextSection } from "./image-with-text-section";
import { LatestPostsSection } from "./latest-posts-section";
import { NewsletterSection } from "./newsletter-section";
import { ProductGridSection } from "./product-grid-section";
import { RichTextSection } from "./rich-text-section";
import { SocialFeedSection } from "./social-feed-section";

/**
 * The component of each section type the default theme declares (the contract's
 * `DEFAULT_THEME_SECTIONS`, which the shop API checks saved arrangements against).
 */
export const SECTION_COMPONENTS: SectionComponents = {
  hero: HeroSection,
  "featured-collection": FeaturedCollectionSection,
  "collection-list": CollectionListSection,
  "product-grid": ProductGridSection,
  "latest-posts": LatestPostsSection,
  "rich-text": RichTextSection,
  "image-with-text": ImageWithTextSection,
  newsletter: NewsletterSection,
  "social-feed": SocialFeedSection,
};
