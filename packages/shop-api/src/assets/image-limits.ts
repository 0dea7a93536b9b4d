/**
 * The most source pixels the platform decodes (about 5000 × 5000): a larger image, or a small
 * file that claims huge dimensions (an image bomb), is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
