/**
 * How wide the kit's picture slots are in the layout, as `sizes` and the widest they are shown
 * (`maxWidth`, CSS pixels): one home for the numbers the grid and line CSS decide, so every
 * picture in a slot asks for the same widths.
 *
 * @example
 * <Image src={url} alt="" width={w} height={h} {...IMAGE_SLOTS.gridCard} />
 * // sizes="(min-width: 750px) 33vw, calc(50vw - 1rem)", srcset up to 800w
 */
export const IMAGE_SLOTS = {
  /**
   * A card in `.vt-grid`: two columns, three from 750 px; half a 749 px phone screen at most. On a
   * phone a column is half the screen less half its 1rem gutters and of the gap between: said as
   * 50vw, a 412 px phone at 1.75× would take the 450 px file where the 360 px one is sharp.
   */
  gridCard: { sizes: "(min-width: 750px) 33vw, calc(50vw - 1rem)", maxWidth: 400 },
  /** A card in a grid of 4: two columns, three from 750 px, four from 990 px. */
  gridCard4: {
    sizes: "(min-width: 990px) 25vw, (min-width: 750px) 33vw, calc(50vw - 1rem)",
    maxWidth: 400,
  },
  /** A cart line's picture (`.vt-cart-line`, 5rem column): cart page and mini cart. */
  cartLine: { sizes: "80px", maxWidth: 80 },
  /** An order summary line's picture (`.vt-order-summary__line`, 4rem column). */
  orderLine: { sizes: "64px", maxWidth: 64 },
  /** Across the page (a locked video's poster): the page is 1200 px at most by default. */
  pageWide: { sizes: "(min-width: 1200px) 1200px, 100vw", maxWidth: 1200 },
  /** Across the reading column (a post's cover, `.vt-post`, 48rem). */
  readingColumn: { sizes: "(min-width: 800px) 768px, 100vw", maxWidth: 768 },
  /** An audio cover (`.vt-audio__cover`, 20rem at most). */
  audioCover: { sizes: "(min-width: 340px) 320px, 100vw", maxWidth: 320 },
} as const satisfies Record<string, { sizes: string; maxWidth: number }>;

export type ImageSlot = keyof typeof IMAGE_SLOTS;
