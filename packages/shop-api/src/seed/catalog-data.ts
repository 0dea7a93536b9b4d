import type { FixtureOption, FixtureValue } from "@vitrine/contract/testing";
import type { ArtShape } from "./product-art";

export interface CatalogCollection {
  slug: string;
  title: string;
  description: string;
  /** An old slug that answers SSHOP-301 to this collection. */
  oldSlug?: string;
}

export interface CatalogProduct {
  /** Readable id of the product; its variants are `{key}-v{n}` (see the SDK's fixtures). */
  key: string;
  name: string;
  description: string;
  price: number;
  compareAtPrice?: number;
  shape: ArtShape;
  fill: string;
  accent: string;
  collections: string[];
  options?: FixtureOption[];
  exists?: (names: readonly string[]) => boolean;
  soldOut?: (names: readonly string[]) => boolean;
  priceOf?: (names: readonly string[]) => number;
  /** Print on demand: stock is not tracked. */
  printOnDemand?: boolean;
  maxQuantity?: number;
  /** `[minQuantity, percentOff]` per tier. */
  discountTiers?: Array<[number, number]>;
  /** One photo per value of the colour option, attached to its variants. */
  imagePerColour?: boolean;
  /** An old slug that answers SSHOP-301 to this product. */
  oldSlug?: string;
  daysAgo: number;
  salesCount: number;
}

export const COLLECTIONS: CatalogCollection[] = [
  {
    slug: "apparel",
    title: "Apparel",
    description: "Heavyweight tees, hoodies and caps, printed in small batches.",
    oldSlug: "clothing",
  },
  {
    slug: "prints-posters",
    title: "Prints & Posters",
    description: "Giclée prints and risograph posters of the illustrations from the channel.",
  },
  {
    slug: "stickers-pins",
    title: "Stickers & Pins",
    description: "Vinyl stickers and hard-enamel pins for laptops, bottles and jackets.",
  },
  {
    slug: "drinkware",
    title: "Drinkware",
    description: "Mugs and bottles for the long editing sessions.",
  },
  {
    slug: "accessories",
    title: "Accessories",
    description: "Totes, socks, notebooks and the odds and ends of a studio.",
  },
  {
    slug: "footwear",
    title: "Footwear",
    description: "The Trail Runner collaboration: every size, colour and material.",
  },
  {
    slug: "new-arrivals",
    title: "New Arrivals",
    description: "Fresh from the print shop this month.",
  },
];

const SIZES = ["XS", "S", "M", "L", "XL", "2XL"];
const cloth = (names: string[]): FixtureValue[] =>
  names.map((name) => ({ name, swatch: SWATCHES[name] ?? "#999999" }));

const SWATCHES: Record<string, string> = {
  Black: "#161616",
  White: "#F7F7F5",
  Sand: "#D8C8A8",
  Forest: "#2E5939",
  Navy: "#1F2A44",
  Heather: "#9A9A9A",
  Coral: "#F88379",
  Lilac: "#C8A2C8",
  Mustard: "#D4A017",
};

const tee = (colours: string[]): FixtureOption[] => [
  { name: "Size", values: SIZES },
  { name: "Colour", values: cloth(colours) },
];

/** Deterministic "sold out" picks: the same variants every run. */
const soldOutWhen =
  (...combos: string[][]) =>
  (names: readonly string[]) =>
    combos.some((combo) => combo.every((value, i) => value === "*" || value === names[i]));

export const PRODUCTS: CatalogProduct[] = [
  {
    key: "night-owl-hoodie",
    name: "Night Owl Hoodie",
    oldSlug: "midnight-hoodie",
    description:
      "Our heaviest hoodie: 400 gsm brushed cotton, a double-lined hood and the Night Owl illustration screen-printed on the back.\n\nUnisex, relaxed fit. Size up for an oversized look.",
    price: 6400,
    shape: "hoodie",
    fill: "#1F2A44",
    accent: "#FFC53D",
    collections: ["apparel", "new-arrivals"],
    options: tee(["Navy", "Black", "Heather"]),
    soldOut: soldOutWhen(["XS", "Heather"], ["2XL", "*"]),
    priceOf: ([size]) => (size === "2XL" ? 6900 : 6400),
    imagePerColour: true,
    discountTiers: [[2, 5]],
    daysAgo: 3,
    salesCount: 412,
  },
  {
    key: "studio-tee",
    name: "Studio Tee",
    description:
      "The everyday tee from the studio: 220 gsm organic cotton, a small chest logo and a boxy cut that holds its shape wash after wash.",
    price: 3200,
    shape: "shirt",
    fill: "#F7F7F5",
    accent: "#FF6B4A",
    collections: ["apparel"],
    options: tee(["White", "Black", "Sand", "Forest"]),
    exists: ([size, colour]) => !(size === "XS" && colour === "Forest"),
    soldOut: soldOutWhen(["M", "Sand"], ["L", "Forest"]),
    imagePerColour: true,
    discountTiers: [
      [2, 5],
      [4, 10],
    ],
    daysAgo: 40,
    salesCount: 980,
  },
  {
    key: "sketchbook-club-tee",
    name: "Sketchbook Club Tee",
    description:
      "Members designed this one on stream. Water-based print of the Sketchbook Club crest on a soft garment-dyed tee.",
    price: 3400,
    compareAtPrice: 3800,
    shape: "shirt",
    fill: "#C8A2C8",
    accent: "#1A1A1A",
    collections: ["apparel"],
    options: tee(["Lilac", "Coral", "Mustard"]),
    imagePerColour: true,
    daysAgo: 75,
    salesCount: 301,
  },
  {
    key: "doodle-long-sleeve",
    name: "Doodle Long Sleeve",
    description:
      "Long sleeve with a sleeve-to-sleeve print of doodles from five years of livestreams.",
    price: 3900,
    shape: "shirt",
    fill: "#161616",
    accent: "#3DD68C",
    collections: ["apparel"],
    options: [{ name: "Size", values: SIZES }],
    soldOut: soldOutWhen(["XS"], ["S"]),
    daysAgo: 120,
    salesCount: 154,
  },
  {
    key: "tiny-owl-cap",
    name: "Tiny Owl Dad Cap",
    description:
      "Unstructured six-panel cap with an embroidered tiny owl. Adjustable brass buckle.",
    price: 2800,
    shape: "cap",
    fill: "#2E5939",
    accent: "#FFC53D",
    collections: ["apparel", "accessories"],
    options: [{ name: "Colour", values: cloth(["Forest", "Black", "Sand"]) }],
    imagePerColour: true,
    daysAgo: 60,
    salesCount: 233,
  },
  {
    key: "beanie-of-focus",
    name: "Beanie of Focus",
    description: "Ribbed merino beanie with a woven label. Warm enough for the drafty studio.",
    price: 2600,
    shape: "cap",
    fill: "#D4A017",
    accent: "#161616",
    collections: ["apparel", "accessories"],
    options: [{ name: "Colour", values: cloth(["Mustard", "Black"]) }],
    soldOut: () => true,
    daysAgo: 200,
    salesCount: 520,
  },
  {
    key: "kids-owl-tee",
    name: "Kids Owl Tee",
    description: "The Night Owl for small humans. Soft cotton, sizes 2–12 years.",
    price: 2200,
    shape: "shirt",
    fill: "#87BCDE",
    accent: "#1F2A44",
    collections: ["apparel"],
    options: [{ name: "Age", values: ["2-3", "4-5", "6-7", "8-9", "10-12"] }],
    daysAgo: 33,
    salesCount: 88,
  },
  {
    key: "mountain-dawn-print",
    name: "Mountain Dawn Art Print",
    description:
      "Giclée print of the Mountain Dawn painting on 310 gsm cotton rag paper, signed and numbered.",
    price: 2500,
    shape: "poster",
    fill: "#F88379",
    accent: "#FFC53D",
    collections: ["prints-posters"],
    options: [{ name: "Size", values: ["A4", "A3", "A2"] }],
    priceOf: ([size]) => ({ A4: 2500, A3: 3900, A2: 5900 })[size ?? "A4"] ?? 2500,
    printOnDemand: true,
    daysAgo: 15,
    salesCount: 640,
  },
  {
    key: "city-at-night-poster",
    name: "City at Night Riso Poster",
    description:
      "Three-colour risograph poster, 11 × 17 in. Every copy has its own small misprints.",
    price: 1800,
    shape: "poster",
    fill: "#1F2A44",
    accent: "#FF44CC",
    collections: ["prints-posters", "new-arrivals"],
    printOnDemand: true,
    daysAgo: 5,
    salesCount: 210,
  },
  {
    key: "tour-poster-2025",
    name: "Tour Poster 2025 (Signed)",
    description:
      "The poster from the 2025 meet-up tour, signed by Maya. Limited run of 150 — sold out.",
    price: 4500,
    shape: "poster",
    fill: "#161616",
    accent: "#FF6B4A",
    collections: ["prints-posters"],
    soldOut: () => true,
    maxQuantity: 1,
    daysAgo: 300,
    salesCount: 150,
  },
  {
    key: "botanical-set",
    name: "Botanical Print Set of 3",
    description: "Three A5 prints of the botanical studies series, in a recycled card sleeve.",
    price: 3000,
    compareAtPrice: 3600,
    shape: "poster",
    fill: "#3DD68C",
    accent: "#2E5939",
    collections: ["prints-posters"],
    printOnDemand: true,
    daysAgo: 90,
    salesCount: 305,
  },
  {
    key: "character-sheet-print",
    name: "Character Sheet Print",
    description: "A3 print of the character turnarounds from the animated short.",
    price: 2200,
    shape: "poster",
    fill: "#B46CFF",
    accent: "#FFFFFF",
    collections: ["prints-posters"],
    printOnDemand: true,
    daysAgo: 150,
    salesCount: 97,
  },
  {
    key: "sticker-pack-vol-1",
    name: "Sticker Pack Vol. 1",
    description: "Eight waterproof vinyl stickers of the channel's recurring characters.",
    price: 900,
    shape: "sticker",
    fill: "#FF6B4A",
    accent: "#FFFFFF",
    collections: ["stickers-pins"],
    printOnDemand: true,
    maxQuantity: 50,
    discountTiers: [
      [3, 10],
      [10, 20],
    ],
    daysAgo: 400,
    salesCount: 2210,
  },
  {
    key: "sticker-pack-vol-2",
    name: "Sticker Pack Vol. 2",
    description: "Eight more stickers, including the holographic owl.",
    price: 1000,
    shape: "sticker",
    fill: "#4A9DFF",
    accent: "#FFFFFF",
    collections: ["stickers-pins", "new-arrivals"],
    printOnDemand: true,
    maxQuantity: 50,
    discountTiers: [
      [3, 10],
      [10, 20],
    ],
    daysAgo: 8,
    salesCount: 730,
  },
  {
    key: "done-is-better-sticker",
    name: "“Done Is Better” Sticker",
    description: "Die-cut matte sticker, 3 in. For the perfectionists.",
    price: 400,
    shape: "sticker",
    fill: "#FFC53D",
    accent: "#161616",
    collections: ["stickers-pins"],
    printOnDemand: true,
    maxQuantity: 50,
    discountTiers: [[5, 15]],
    daysAgo: 250,
    salesCount: 1880,
  },
  {
    key: "owl-enamel-pin",
    name: "Owl Enamel Pin",
    description: "Hard-enamel pin with gold plating and two rubber clutches. 1.25 in.",
    price: 1200,
    shape: "pin",
    fill: "#FFC53D",
    accent: "#1F2A44",
    collections: ["stickers-pins"],
    options: [{ name: "Finish", values: ["Gold", "Silver", "Black Nickel"] }],
    soldOut: soldOutWhen(["Black Nickel"]),
    daysAgo: 180,
    salesCount: 620,
  },
  {
    key: "pencil-pin",
    name: "Pencil Pin",
    description: "A tiny pencil for your lapel. Soft enamel.",
    price: 1000,
    shape: "pin",
    fill: "#FF6B4A",
    accent: "#161616",
    collections: ["stickers-pins"],
    daysAgo: 210,
    salesCount: 300,
  },
  {
    key: "pin-bundle",
    name: "Pin Bundle",
    description: "The owl, the pencil and the star pins together, on a backing card.",
    price: 2800,
    compareAtPrice: 3400,
    shape: "pin",
    fill: "#B46CFF",
    accent: "#FFFFFF",
    collections: ["stickers-pins"],
    maxQuantity: 3,
    daysAgo: 20,
    salesCount: 140,
  },
  {
    key: "deadline-mug",
    name: "Deadline Mug",
    description:
      "15 oz ceramic mug: “one more render” on one side, the owl on the other. Dishwasher safe.",
    price: 1800,
    shape: "mug",
    fill: "#F7F7F5",
    accent: "#FF6B4A",
    collections: ["drinkware"],
    options: [{ name: "Colour", values: cloth(["White", "Black"]) }],
    imagePerColour: true,
    discountTiers: [[4, 15]],
    daysAgo: 45,
    salesCount: 870,
  },
  {
    key: "enamel-camp-mug",
    name: "Enamel Camp Mug",
    description: "Enamel steel mug for sketching outdoors. Rolled rim, 12 oz.",
    price: 2000,
    shape: "mug",
    fill: "#F7F7F5",
    accent: "#1F2A44",
    collections: ["drinkware"],
    daysAgo: 110,
    salesCount: 260,
  },
  {
    key: "studio-water-bottle",
    name: "Studio Water Bottle",
    description: "Insulated steel bottle, 750 ml, keeps drinks cold for 24 hours.",
    price: 3200,
    shape: "bottle",
    fill: "#2E5939",
    accent: "#D8C8A8",
    collections: ["drinkware"],
    options: [{ name: "Colour", values: cloth(["Forest", "Sand", "Black"]) }],
    soldOut: soldOutWhen(["Sand"]),
    imagePerColour: true,
    daysAgo: 70,
    salesCount: 190,
  },
  {
    key: "glass-tumbler",
    name: "Owl Glass Tumbler",
    description:
      "Can-shaped glass with the owl printed in white. 16 oz, with a bamboo lid and straw.",
    price: 2400,
    shape: "bottle",
    fill: "#87BCDE",
    accent: "#FFFFFF",
    collections: ["drinkware", "new-arrivals"],
    daysAgo: 2,
    salesCount: 35,
  },
  {
    key: "canvas-tote",
    name: "Heavy Canvas Tote",
    description:
      "16 oz canvas tote with an inside pocket, big enough for a sketchbook and a laptop.",
    price: 2400,
    shape: "tote",
    fill: "#D8C8A8",
    accent: "#FF6B4A",
    collections: ["accessories"],
    daysAgo: 95,
    salesCount: 450,
  },
  {
    key: "sketchbook-a5",
    name: "Dot Grid Sketchbook A5",
    description:
      "160 pages of 120 gsm dot-grid paper, lay-flat binding, the owl foil-stamped on the cover.",
    price: 1900,
    shape: "book",
    fill: "#161616",
    accent: "#FFC53D",
    collections: ["accessories"],
    options: [{ name: "Cover", values: cloth(["Black", "Coral", "Forest"]) }],
    imagePerColour: true,
    discountTiers: [[3, 10]],
    daysAgo: 130,
    salesCount: 700,
  },
  {
    key: "process-zine",
    name: "Process Zine #3",
    description: "A 32-page zine about how one episode gets made, from script to thumbnail.",
    price: 1200,
    shape: "book",
    fill: "#FF44CC",
    accent: "#1A1A1A",
    collections: ["accessories", "prints-posters"],
    printOnDemand: true,
    daysAgo: 25,
    salesCount: 180,
  },
  {
    key: "colour-socks",
    name: "Colour Wheel Socks",
    description: "Combed cotton socks with a colour-wheel pattern. Two sizes.",
    price: 1400,
    shape: "tote",
    fill: "#4A9DFF",
    accent: "#FFC53D",
    collections: ["accessories", "apparel"],
    options: [{ name: "Size", values: ["S/M", "L/XL"] }],
    daysAgo: 55,
    salesCount: 320,
  },
  {
    key: "desk-mat",
    name: "Studio Desk Mat",
    description: "Large 90 × 40 cm desk mat with stitched edges and the studio map printed on top.",
    price: 3500,
    shape: "poster",
    fill: "#2E5939",
    accent: "#F7F7F5",
    collections: ["accessories"],
    printOnDemand: true,
    daysAgo: 140,
    salesCount: 210,
  },
  {
    key: "lofi-beats-vinyl",
    name: "Lo-fi Beats to Draw To (Vinyl)",
    description: "The channel's background music on 180 g vinyl, with a printed inner sleeve.",
    price: 3000,
    shape: "vinyl",
    fill: "#FF6B4A",
    accent: "#F7F7F5",
    collections: ["accessories", "new-arrivals"],
    maxQuantity: 2,
    daysAgo: 10,
    salesCount: 260,
  },
  {
    key: "brush-pen-set",
    name: "Brush Pen Set",
    description: "The twelve brush pens used on the channel, in a zip case.",
    price: 2900,
    shape: "book",
    fill: "#F88379",
    accent: "#161616",
    collections: ["accessories"],
    options: [{ name: "Set", values: ["Warm", "Cool", "Greyscale"] }],
    soldOut: soldOutWhen(["Greyscale"]),
    daysAgo: 160,
    salesCount: 400,
  },
  {
    key: "gift-card",
    name: "Digital Gift Card",
    description: "Let them pick. Delivered by email, never expires.",
    price: 2500,
    shape: "sticker",
    fill: "#16161D",
    accent: "#FFC53D",
    collections: ["accessories"],
    options: [{ name: "Amount", values: ["$25", "$50", "$100"] }],
    priceOf: ([amount]) => ({ $25: 2500, $50: 5000, $100: 10000 })[amount ?? "$25"] ?? 2500,
    printOnDemand: true,
    daysAgo: 365,
    salesCount: 510,
  },
  {
    key: "mystery-box",
    name: "Mystery Box",
    description: "Misprints, test prints and one-offs from the studio shelves. No two alike.",
    price: 4000,
    shape: "tote",
    fill: "#161616",
    accent: "#B46CFF",
    collections: ["accessories"],
    maxQuantity: 2,
    daysAgo: 12,
    salesCount: 95,
  },
];
