import { createLargeVariantProduct, createTeeProduct } from "../testing/variant-product";
import type {
  Collection,
  Product,
  ProductImage,
  ProductSummary,
  QuantityDiscounts,
  SocialFeedItem,
  SocialPlatform,
} from "../types/catalog";

/**
 * The catalogue stories and tests share: deterministic (no clock, no Math.random), images drawn
 * as inline SVG so no story reaches the network for a picture.
 */

const PALETTE = ["#1f4e79", "#7a3b2e", "#2f5d3a", "#5b4a8a", "#8a6d1f", "#3d3d3d"];

/** A 4:5 picture with a label, as a data URL. */
export function fixtureImageUrl(label: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000"><rect width="800" height="1000" fill="${color}"/><text x="400" y="520" font-family="sans-serif" font-size="64" fill="#ffffff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function image(id: string, label: string, position: number, color: string): ProductImage {
  return {
    id,
    url: fixtureImageUrl(label, color),
    alt: label,
    position,
    width: 800,
    height: 1000,
  };
}

const NAMES = [
  "Logo Tee",
  "Classic Hoodie",
  "Sunset Poster",
  "Enamel Pin Set",
  "Travel Mug",
  "Dad Cap",
  "Tote Bag",
  "Sticker Pack",
  "Crewneck Sweatshirt",
  "Art Print A3",
  "Water Bottle",
  "Beanie",
  "Long Sleeve Tee",
  "Phone Case",
  "Desk Mat",
  "Socks",
  "Zip Hoodie",
  "Canvas Print",
  "Keychain",
  "Notebook",
  "Bucket Hat",
  "Tank Top",
  "Mini Poster Set",
  "Coffee Beans",
  "Trail Runner",
];

/** Product summaries as listings return them: 25 products, the 4th and 9th sold out. */
export const productSummaries: ProductSummary[] = NAMES.map((name, index) => {
  const id = `prod-${index + 1}`;
  const color = PALETTE[index % PALETTE.length] ?? "#333333";
  const price = 1500 + ((index * 700) % 6000);
  return {
    id,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    name,
    price,
    compareAtPrice: index % 5 === 0 ? price + 1000 : null,
    minPrice: price,
    maxPrice: index % 3 === 0 ? price + 1500 : price,
    images: [image(`${id}-1`, name, 1, color), image(`${id}-2`, `${name} (back)`, 2, "#555555")],
    available: index !== 3 && index !== 8,
    differentVariantPrice: index % 3 === 0,
    defaultVariantId: index % 3 === 0 ? null : `${id}-default`,
  };
});

/** A product whose name and description run long, for layouts under stress. */
export const longNameSummary: ProductSummary = {
  ...(productSummaries[0] as ProductSummary),
  id: "prod-long",
  slug: "long-name",
  name: "Limited Edition Hand-Screenprinted Organic Cotton Anniversary Tee With an Unusually Long Name",
};

/** Collections: four with products, one empty. */
export const collections: Collection[] = [
  { slug: "apparel", title: "Apparel", count: 13 },
  { slug: "prints-posters", title: "Prints & Posters", count: 5 },
  { slug: "accessories", title: "Accessories", count: 7 },
  { slug: "new-arrivals", title: "New Arrivals", count: 25 },
  { slug: "archive", title: "Archive", count: 0 },
].map(({ slug, title, count }, index) => ({
  id: `col-${slug}`,
  slug,
  title,
  description: `${title} from the Demo Merch shop.`,
  image: image(`col-${slug}-image`, title, 1, PALETTE[index % PALETTE.length] ?? "#333333"),
  productCount: count,
  template: null,
}));

/** The products of a collection: a stable slice of the catalogue, `productCount` long. */
export function productsOfCollection(collection: Collection): ProductSummary[] {
  const start = collections.indexOf(collection) * 3;
  return Array.from(
    { length: collection.productCount },
    (_, offset) => productSummaries[(start + offset) % productSummaries.length] as ProductSummary,
  );
}

/**
 * The generator's tee (S/Sand nonexistent, M/Sand sold out) with pictures per colour, so the gallery
 * follows the selected variant.
 */
export function teeProduct(): Product {
  const tee = createTeeProduct();
  const pictures: Record<string, ProductImage[]> = {
    Black: [
      image("tee-black-1", "Everyday Tee, black, front", 1, "#111111"),
      image("tee-black-2", "Everyday Tee, black, back", 2, "#2b2b2b"),
    ],
    Sand: [
      image("tee-sand-1", "Everyday Tee, sand, front", 1, "#8a7650"),
      image("tee-sand-2", "Everyday Tee, sand, back", 2, "#6f5f3f"),
    ],
  };
  return {
    ...tee,
    slug: "everyday-tee",
    description:
      "A heavyweight cotton tee, cut for every day.\n\nPrinted to order in our studio; allow three working days.",
    images: [...(pictures.Black ?? []), ...(pictures.Sand ?? [])],
    differentVariantsImage: true,
    variants: tee.variants.map((variant) => ({
      ...variant,
      images: pictures[variant.name.split(" / ")[1] ?? "Black"] ?? [],
    })),
  };
}

/** The generator's 2,048-variant Trail Runner, with pictures. */
export function trailRunnerProduct(): Product {
  const product = createLargeVariantProduct();
  return {
    ...product,
    slug: "trail-runner",
    images: [1, 2, 3].map((position) =>
      image(`trail-${position}`, `Trail Runner, view ${position}`, position, "#2f5d3a"),
    ),
  };
}

/** A product with no options at all (one variant, bought as is). */
export function simpleProduct(): Product {
  const summary = productSummaries[2] as ProductSummary;
  return {
    id: summary.id,
    slug: summary.slug,
    name: summary.name,
    description: "A giclée print on 250 g matte paper.",
    vendor: "Vitrine Demo",
    price: summary.price,
    compareAtPrice: null,
    images: summary.images,
    options: [],
    variants: [
      {
        id: `${summary.id}-default`,
        name: "Default",
        sku: "POSTER",
        price: summary.price,
        compareAtPrice: null,
        optionValueIds: [],
        images: [],
        stock: null,
        available: true,
        weightGrams: 200,
      },
    ],
    differentVariantPrice: false,
    differentVariantsImage: false,
    differentVariantsWeight: false,
    collectionIds: ["col-prints-posters"],
    available: true,
    maxQuantity: 10,
    createdAt: "2026-01-15T10:00:00.000Z",
    template: null,
  };
}

/** Every full product the mock API answers, by slug and by id. */
export function catalogueProducts(): Product[] {
  return [teeProduct(), trailRunnerProduct(), simpleProduct()];
}

/** Quantity tiers of every product: 10 % from 3, 15 % from 5. */
export function quantityDiscountsFor(
  productId: string,
  variantId: string,
  quantityInCart = 0,
): QuantityDiscounts {
  const tiers = [
    { minQuantity: 3, percentOff: 10 },
    { minQuantity: 5, percentOff: 15 },
  ];
  const activeTier = [...tiers].reverse().find((tier) => quantityInCart >= tier.minQuantity);
  return { productId, variantId, tiers, quantityInCart, activeTier: activeTier ?? null };
}

/** A feed of `count` posts for a platform, of one channel when `handle` names it. */
export function socialFeed(platform: SocialPlatform, count = 8, handle?: string): SocialFeedItem[] {
  const channel = handle === undefined ? "" : `${handle}/`;
  return Array.from({ length: count }, (_, index) => ({
    id: `${platform.toLowerCase()}-${index + 1}`,
    platform,
    url: `https://social.example/${platform.toLowerCase()}/${channel}${index + 1}`,
    thumbnailUrl: fixtureImageUrl(
      `${platform} ${index + 1}`,
      PALETTE[index % PALETTE.length] ?? "#333",
    ),
    caption: `Behind the scenes, part ${index + 1}`,
    publishedAt: `2026-02-${String(10 + index).padStart(2, "0")}T12:00:00.000Z`,
  }));
}
