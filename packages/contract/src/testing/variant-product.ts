import type { Product, ProductImage, ProductOption, ProductVariant } from "../types/catalog";
import type { MoneyMinor } from "../types/common";

/**
 * Deterministic catalogue fixtures shared by tests, the variant-index bench, stories and seeds.
 * Same input, same product: no clock, no Math.random.
 */

export interface FixtureValue {
  name: string;
  swatch?: string;
}

export interface FixtureOption {
  name: string;
  values: ReadonlyArray<string | FixtureValue>;
}

export interface VariantFixtureInput {
  id: string;
  name: string;
  options: readonly FixtureOption[];
  /** Base price in minor units; `priceOf` may change it per combination. */
  price: MoneyMinor;
  /** Value names in option order → whether the shop makes that combination at all. */
  exists?: (valueNames: readonly string[]) => boolean;
  /** Value names in option order → whether that variant is sold out. */
  soldOut?: (valueNames: readonly string[]) => boolean;
  priceOf?: (valueNames: readonly string[]) => MoneyMinor;
}

const CREATED_AT = "2026-01-15T10:00:00.000Z";

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function fixtureImage(productId: string, position: number): ProductImage {
  return {
    id: `${productId}-image-${position}`,
    url: `/images/${productId}/${position}.jpg`,
    alt: `${productId} photo ${position}`,
    position,
    width: 1200,
    height: 1500,
  };
}

/**
 * A product whose variants are every combination of `options` (first option outermost) that
 * `exists` accepts. Ids are readable: option `{product}-{option}`, value `{option id}-{value}`,
 * variant `{product}-v{n}` (n from 1).
 *
 * @example
 * buildVariantProduct({ id: "tee", name: "Tee", price: 2500,
 *   options: [{ name: "Size", values: ["S", "M"] }] });
 * // → variants "tee-v1" (S, value "tee-size-s") and "tee-v2" (M, value "tee-size-m")
 */
export function buildVariantProduct(input: VariantFixtureInput): Product {
  const options: ProductOption[] = input.options.map((option) => {
    const optionId = `${input.id}-${slugify(option.name)}`;
    return {
      optionId,
      name: option.name,
      optionValues: option.values.map((value) => {
        const { name, swatch } =
          typeof value === "string" ? { name: value, swatch: undefined } : value;
        return { valueId: `${optionId}-${slugify(name)}`, name, swatch: swatch ?? null };
      }),
    };
  });

  const variants: ProductVariant[] = [];
  const visit = (optionPosition: number, valueIds: string[], names: string[]): void => {
    const option = options[optionPosition];
    if (!option) {
      if (input.exists && !input.exists(names)) return;
      const soldOut = input.soldOut?.(names) ?? false;
      const price = input.priceOf?.(names) ?? input.price;
      variants.push({
        id: `${input.id}-v${variants.length + 1}`,
        name: names.join(" / "),
        sku: `${input.id}-${names.map(slugify).join("-")}`.toUpperCase(),
        price,
        compareAtPrice: null,
        optionValueIds: [...valueIds],
        images: [],
        stock: soldOut ? 0 : 5 + (variants.length % 20),
        available: !soldOut,
        weightGrams: 450,
      });
      return;
    }
    for (const value of option.optionValues) {
      visit(optionPosition + 1, [...valueIds, value.valueId], [...names, value.name]);
    }
  };
  visit(0, [], []);

  const prices = variants.map((variant) => variant.price);
  return {
    id: input.id,
    slug: slugify(input.name),
    name: input.name,
    description: `${input.name}, made to order.`,
    vendor: "Vitrine Demo",
    price: prices.length > 0 ? Math.min(...prices) : input.price,
    compareAtPrice: null,
    images: [1, 2, 3].map((position) => fixtureImage(input.id, position)),
    options,
    variants,
    differentVariantPrice: new Set(prices).size > 1,
    differentVariantsImage: false,
    differentVariantsWeight: false,
    collectionIds: [],
    available: variants.some((variant) => variant.available),
    maxQuantity: 10,
    createdAt: CREATED_AT,
    template: null,
  };
}

/**
 * A small tee for readable tests: Size [S, M, L] × Colour [Black, Sand]. S/Sand is not made
 * (nonexistent) and M/Sand is sold out; the other four variants are available.
 * Variants in order: S/Black, M/Black, M/Sand, L/Black, L/Sand.
 */
export function createTeeProduct(): Product {
  return buildVariantProduct({
    id: "tee",
    name: "Everyday Tee",
    price: 2500,
    options: [
      { name: "Size", values: ["S", "M", "L"] },
      {
        name: "Colour",
        values: [
          { name: "Black", swatch: "#111111" },
          { name: "Sand", swatch: "#D8C8A8" },
        ],
      },
    ],
    exists: ([size, colour]) => !(size === "S" && colour === "Sand"),
    soldOut: ([size, colour]) => size === "M" && colour === "Sand",
  });
}

const SHOE_SIZES = Array.from({ length: 16 }, (_, i) => `EU ${35 + i}`);

const SHOE_COLOURS: FixtureValue[] = [
  { name: "Black", swatch: "#111111" },
  { name: "White", swatch: "#F5F5F5" },
  { name: "Charcoal", swatch: "#36454F" },
  { name: "Navy", swatch: "#1F2A44" },
  { name: "Sand", swatch: "#D8C8A8" },
  { name: "Olive", swatch: "#6B6B3A" },
  { name: "Burgundy", swatch: "#6D1A36" },
  { name: "Tan", swatch: "#C19A6B" },
  { name: "Chocolate", swatch: "#5D3A1A" },
  { name: "Forest", swatch: "#2E5939" },
  { name: "Sky", swatch: "#87BCDE" },
  { name: "Red", swatch: "#C0392B" },
  { name: "Mustard", swatch: "#D4A017" },
  { name: "Coral", swatch: "#F88379" },
  { name: "Teal", swatch: "#167D7F" },
  { name: "Lilac", swatch: "#C8A2C8" },
  { name: "Neon Green", swatch: "#39FF14" },
  { name: "Neon Pink", swatch: "#FF44CC" },
];

const SHOE_MATERIALS = [
  "Canvas",
  "Leather",
  "Knit",
  "Recycled Mesh",
  "Nubuck",
  "Vegan Leather",
  "Suede",
  "Patent Leather",
];

/** Suede and patent leather are not made in these colours. */
const COLOURS_NOT_IN_FINE_MATERIALS = new Set([
  "Sky",
  "Red",
  "Mustard",
  "Coral",
  "Teal",
  "Lilac",
  "Neon Green",
  "Neon Pink",
]);

const MATERIAL_SURCHARGE: Record<string, MoneyMinor> = {
  Leather: 3000,
  Nubuck: 2500,
  Suede: 3500,
  "Patent Leather": 4500,
};

/**
 * A deterministic generator in [0, 1) (mulberry32), so "random" sold-out variants are the same on
 * every run.
 */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 2,048-variant product (Shopify's limit) with three options: Size (16: EU 35–50) × Colour (18)
 * × Material (8). Suede and patent leather are not made in 8 of the colours, so 256 of the 2,304
 * combinations are nonexistent and exactly 2,048 variants remain. About one variant in eight is
 * sold out (seeded, so always the same ones), and every EU 50 in Neon Pink is sold out.
 */
export function createLargeVariantProduct(): Product {
  const random = seededRandom(2048);
  return buildVariantProduct({
    id: "trail-runner",
    name: "Trail Runner",
    price: 8900,
    options: [
      { name: "Size", values: SHOE_SIZES },
      { name: "Colour", values: SHOE_COLOURS },
      { name: "Material", values: SHOE_MATERIALS },
    ],
    exists: ([, colour = "", material = ""]) =>
      !(
        (material === "Suede" || material === "Patent Leather") &&
        COLOURS_NOT_IN_FINE_MATERIALS.has(colour)
      ),
    soldOut: ([size, colour]) => random() < 0.125 || (size === "EU 50" && colour === "Neon Pink"),
    priceOf: ([, , material = ""]) => 8900 + (MATERIAL_SURCHARGE[material] ?? 0),
  });
}
