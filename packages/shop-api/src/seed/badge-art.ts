import sharp from "sharp";

/** A badge picture's side, in pixels: sharp at twice the 48 px a badge is shown at, and more. */
export const BADGE_ART_SIZE = 192;

/**
 * A demo badge's picture: a medal in the badge's colour with its initials, as WebP. Badges are
 * pictures of the shop's media like any other, so the image service serves them; the demo's had
 * pointed at `/badges/{key}.svg`, which nothing served.
 *
 * @example await renderBadgeArt({ initials: "1Y", fill: "#4A9DFF" }) // WebP bytes, 192 × 192
 */
export async function renderBadgeArt({
  initials,
  fill,
}: {
  initials: string;
  fill: string;
}): Promise<Uint8Array> {
  const text = initials.replace(/[^A-Za-z0-9]/g, "").slice(0, 3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_ART_SIZE}" height="${BADGE_ART_SIZE}" viewBox="0 0 192 192">
<circle cx="96" cy="96" r="92" fill="${fill}"/>
<circle cx="96" cy="96" r="74" fill="none" stroke="#FFFFFF" stroke-width="6" opacity="0.85"/>
<text x="96" y="116" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="#FFFFFF">${text}</text>
</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).webp({ quality: 90, effort: 0 }).toBuffer());
}
