import sharp from "sharp";

export type ArtShape =
  | "shirt"
  | "hoodie"
  | "mug"
  | "poster"
  | "sticker"
  | "pin"
  | "tote"
  | "cap"
  | "book"
  | "bottle"
  | "shoe"
  | "vinyl"
  | "video";

/** Silhouettes drawn in a 400 × 400 box centred at (400, 350) of an 800 × 800 canvas. */
const SHAPES: Record<ArtShape, (fill: string, accent: string) => string> = {
  shirt: (f) =>
    `<path d="M300 170 L230 200 L170 290 L230 330 L260 300 L260 560 L540 560 L540 300 L570 330 L630 290 L570 200 L500 170 Q400 230 300 170 Z" fill="${f}"/>`,
  hoodie: (f, a) =>
    `<path d="M300 180 L220 215 L160 420 L225 440 L255 330 L255 570 L545 570 L545 330 L575 440 L640 420 L580 215 L500 180 Q470 120 400 120 Q330 120 300 180 Z" fill="${f}"/><path d="M340 190 Q400 260 460 190" stroke="${a}" stroke-width="10" fill="none"/><rect x="320" y="430" width="160" height="70" rx="14" fill="${a}" opacity="0.35"/>`,
  mug: (f, a) =>
    `<rect x="240" y="200" width="260" height="320" rx="24" fill="${f}"/><path d="M500 270 Q590 270 590 360 Q590 450 500 450" stroke="${f}" stroke-width="34" fill="none"/><rect x="280" y="300" width="180" height="90" rx="12" fill="${a}"/>`,
  poster: (f, a) =>
    `<rect x="250" y="130" width="300" height="420" fill="#FFFFFF" stroke="#D9D4CC" stroke-width="6"/><rect x="275" y="155" width="250" height="300" fill="${f}"/><circle cx="400" cy="300" r="80" fill="${a}"/>`,
  sticker: (f, a) =>
    `<circle cx="400" cy="340" r="190" fill="#FFFFFF"/><circle cx="400" cy="340" r="170" fill="${f}"/><path d="M330 340 L385 395 L480 290" stroke="${a}" stroke-width="30" fill="none" stroke-linecap="round"/>`,
  pin: (f, a) =>
    `<polygon points="400,150 455,285 600,290 485,380 525,520 400,440 275,520 315,380 200,290 345,285" fill="${f}" stroke="${a}" stroke-width="12" stroke-linejoin="round"/>`,
  tote: (f, a) =>
    `<path d="M330 250 Q330 150 400 150 Q470 150 470 250" stroke="${f}" stroke-width="18" fill="none"/><rect x="240" y="240" width="320" height="330" rx="8" fill="${f}"/><circle cx="400" cy="400" r="70" fill="${a}"/>`,
  cap: (f, a) =>
    `<path d="M220 420 Q220 210 400 210 Q580 210 580 420 Z" fill="${f}"/><path d="M520 410 L680 430 Q690 450 660 455 L520 445 Z" fill="${f}"/><circle cx="400" cy="215" r="14" fill="${a}"/><rect x="330" y="320" width="140" height="50" rx="8" fill="${a}"/>`,
  book: (f, a) =>
    `<rect x="260" y="150" width="280" height="390" rx="10" fill="${f}"/><rect x="260" y="150" width="34" height="390" fill="${a}"/><rect x="330" y="230" width="170" height="22" rx="6" fill="#FFFFFF" opacity="0.8"/><rect x="330" y="270" width="120" height="16" rx="6" fill="#FFFFFF" opacity="0.6"/>`,
  bottle: (f, a) =>
    `<rect x="355" y="120" width="90" height="60" rx="12" fill="${a}"/><rect x="310" y="170" width="180" height="390" rx="50" fill="${f}"/><rect x="310" y="300" width="180" height="100" fill="${a}" opacity="0.5"/>`,
  shoe: (f, a) =>
    `<path d="M170 470 L190 330 Q260 330 320 300 L400 260 Q440 250 460 300 Q520 380 620 400 Q660 410 660 470 Z" fill="${f}"/><rect x="160" y="470" width="510" height="40" rx="20" fill="${a}"/><path d="M350 300 L380 340 M385 285 L415 325" stroke="#FFFFFF" stroke-width="10"/>`,
  vinyl: (f, a) =>
    `<circle cx="400" cy="340" r="210" fill="#161616"/><circle cx="400" cy="340" r="150" fill="none" stroke="#333" stroke-width="4"/><circle cx="400" cy="340" r="80" fill="${f}"/><circle cx="400" cy="340" r="12" fill="${a}"/>`,
  video: (f, a) =>
    `<rect x="150" y="150" width="500" height="380" rx="30" fill="${f}"/><polygon points="360,260 360,420 490,340" fill="${a}"/>`,
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface ProductArt {
  title: string;
  shape: ArtShape;
  /** Main colour of the item. */
  fill: string;
  /** Print or detail colour. */
  accent: string;
  background: string;
  /** A second line, e.g. the colour name or "Back". */
  caption?: string;
}

export const ART_SIZE = { width: 800, height: 800 } as const;

/**
 * A small product photo stand-in: the item's silhouette in its colours with its name, as WebP.
 * @example await renderProductArt({ title: "Trail Runner", shape: "shoe", fill: "#111", accent: "#FF6B4A", background: "#F4F1EC" })
 */
export async function renderProductArt(art: ProductArt): Promise<Uint8Array> {
  const caption = art.caption
    ? `<text x="400" y="740" font-family="DejaVu Sans, sans-serif" font-size="30" text-anchor="middle" fill="#55524D">${escapeXml(art.caption)}</text>`
    : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
<rect width="800" height="800" fill="${art.background}"/>
${SHAPES[art.shape](art.fill, art.accent)}
<text x="400" y="${art.caption ? 690 : 710}" font-family="DejaVu Sans, sans-serif" font-size="46" font-weight="700" text-anchor="middle" fill="#1A1A1A">${escapeXml(art.title)}</text>
${caption}
</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 0 }).toBuffer());
}
