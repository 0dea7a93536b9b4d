import type { SelectOption, SettingDefinition } from "../theme-settings/settings-schema";
import type {
  SectionDefinition,
  TemplatePageTypeBesidesHome,
  TemplateSchema,
  ThemeSectionsSchema,
} from "./section-schema";

// The customizer offers the shop's own schemes; one the shop does not have shows as its first.
const colorScheme = (fallback: string): SettingDefinition => ({
  type: "color_scheme",
  id: "color_scheme",
  label: "Colour scheme",
  default: fallback,
});

const heading = (fallback = "", info = "Empty: the theme's own heading."): SettingDefinition => ({
  type: "text",
  id: "heading",
  label: "Heading",
  ...(fallback === "" ? { info } : {}),
  default: fallback,
  maxLength: 120,
});

const text: SettingDefinition = {
  type: "text",
  id: "text",
  label: "Text",
  default: "",
  maxLength: 1000,
  multiline: true,
};

const count = (label: string, min: number, max: number, fallback: number): SettingDefinition => ({
  type: "range",
  id: "limit",
  label,
  min,
  max,
  step: 1,
  default: fallback,
});

/** Pages a button may lead to: the shop's own, by route name, never an address typed in. */
export const SECTION_LINK_OPTIONS: readonly SelectOption[] = [
  { value: "products", label: "All products" },
  { value: "collections", label: "Collections" },
  { value: "membership-pricing", label: "Membership" },
  { value: "membership-posts", label: "Posts" },
];

const showSetting = (id: string, label: string): SettingDefinition => ({
  type: "checkbox",
  id,
  label,
  default: true,
});

/**
 * Each page's own content, a section of its template: what the page shows of its product, cart,
 * post… and a few choices about it.
 */
const MAIN_SECTIONS: Readonly<Record<TemplatePageTypeBesidesHome, SectionDefinition>> = {
  product: {
    type: "main-product",
    label: "Product information",
    settings: [
      showSetting("show_description", "Description"),
      showSetting("show_related", "Related products"),
    ],
  },
  collection: {
    type: "main-collection",
    label: "Collection products",
    settings: [showSetting("show_description", "Description")],
  },
  products: { type: "main-products", label: "Product list", settings: [] },
  collections: { type: "main-collections", label: "Collection list", settings: [] },
  posts: { type: "main-posts", label: "Post list", settings: [] },
  post: { type: "main-post", label: "Post", settings: [] },
  video: { type: "main-video", label: "Video", settings: [] },
  pricing: { type: "main-pricing", label: "Membership tiers", settings: [] },
  cart: {
    type: "main-cart",
    label: "Cart",
    settings: [showSetting("show_cross_sell", "Products to add")],
  },
  page: { type: "main-page", label: "Page content", settings: [] },
};

const SECTION_TYPES: readonly SectionDefinition[] = [
  {
    type: "hero",
    label: "Hero",
    settings: [
      heading("", "Empty: the shop's name."),
      { ...text, info: "Empty: the shop's description." },
      { type: "image", id: "image", label: "Image", default: null },
      colorScheme("scheme-2"),
    ],
  },
  {
    type: "featured-collection",
    label: "Featured collection",
    settings: [
      {
        type: "collection",
        id: "collection",
        label: "Collection",
        info: "Empty: the shop's first collection.",
        default: null,
      },
      count("Products shown", 2, 12, 4),
      colorScheme("scheme-1"),
    ],
  },
  {
    type: "collection-list",
    label: "Collection list",
    settings: [
      heading(),
      ...[1, 2, 3, 4].map(
        (n): SettingDefinition => ({
          type: "collection",
          id: `collection_${n}`,
          label: `Collection ${n}`,
          ...(n === 1 ? { info: "None chosen: the shop's first four collections." } : {}),
          default: null,
        }),
      ),
      colorScheme("scheme-1"),
    ],
  },
  {
    type: "product-grid",
    label: "Product grid",
    settings: [
      heading(),
      {
        type: "select",
        id: "order_by",
        label: "Products",
        options: [
          { value: "createdAt", label: "Newest first" },
          { value: "bestSelling", label: "Best selling" },
          { value: "price", label: "Highest price first" },
          { value: "name", label: "By name" },
        ],
        default: "createdAt",
      },
      count("Products shown", 2, 24, 8),
      colorScheme("scheme-1"),
    ],
  },
  {
    type: "latest-posts",
    label: "Latest posts",
    settings: [heading(), count("Posts shown", 1, 12, 3), colorScheme("scheme-1")],
  },
  {
    type: "rich-text",
    label: "Rich text",
    settings: [colorScheme("scheme-3")],
    blocks: [
      {
        type: "heading",
        label: "Heading",
        settings: [heading("Tell your story")],
      },
      { type: "paragraph", label: "Paragraph", settings: [text] },
      {
        type: "button",
        label: "Button",
        settings: [
          { type: "text", id: "label", label: "Label", default: "Shop now", maxLength: 60 },
          {
            type: "select",
            id: "link",
            label: "Leads to",
            options: SECTION_LINK_OPTIONS,
            default: "products",
          },
        ],
      },
    ],
  },
  {
    type: "image-with-text",
    label: "Image with text",
    settings: [
      { type: "image", id: "image", label: "Image", default: null },
      heading("Made to last"),
      text,
      {
        type: "select",
        id: "image_position",
        label: "Image",
        options: [
          { value: "start", label: "First" },
          { value: "end", label: "Second" },
        ],
        default: "start",
      },
      colorScheme("scheme-1"),
    ],
  },
  {
    type: "newsletter",
    label: "Newsletter sign-up",
    settings: [heading("", "Empty: “Subscribe to our emails”."), text, colorScheme("scheme-3")],
  },
  {
    type: "social-feed",
    label: "Social feed",
    settings: [
      {
        type: "select",
        id: "platform",
        label: "Platform",
        options: [
          { value: "INSTAGRAM", label: "Instagram" },
          { value: "TIKTOK", label: "TikTok" },
          { value: "YOUTUBE", label: "YouTube" },
        ],
        default: "INSTAGRAM",
      },
      {
        type: "text",
        id: "handle",
        label: "YouTube channel",
        info: "For YouTube: one of the shop's channels by its handle (mayamakesclips). Empty: all of them.",
        default: "",
        maxLength: 100,
      },
      colorScheme("scheme-1"),
    ],
  },
];

/** The section types every page accepts around its own content. */
const AROUND_MAIN = SECTION_TYPES.map((type) => type.type);

/** Each page type's template: its main, what goes around it, and its main alone by default. */
const TEMPLATES = Object.fromEntries(
  Object.entries(MAIN_SECTIONS).map(([pageType, main]): [string, TemplateSchema] => [
    pageType,
    {
      main: main.type,
      sections: [...AROUND_MAIN, main.type],
      default: [{ id: "main", type: main.type, settings: {} }],
    },
  ]),
) as ThemeSectionsSchema["templates"];

/**
 * The default theme's section types, home page and other pages' templates. They live in the contract, beside the spec's
 * settings (`BASE_SETTINGS_SCHEMA`), because the shop API checks a shop on the default theme
 * against them without running theme code; a published theme carries its own in its manifest.
 */
export const DEFAULT_THEME_SECTIONS: ThemeSectionsSchema = Object.freeze({
  types: [...SECTION_TYPES, ...Object.values(MAIN_SECTIONS)],
  templates: TEMPLATES,
  home: [
    { id: "hero", type: "hero", settings: {} },
    { id: "new-arrivals", type: "product-grid", settings: {} },
    { id: "featured-collection", type: "featured-collection", settings: {} },
    { id: "instagram", type: "social-feed", settings: {} },
  ],
});
