/** The largest theme stylesheet a page carries in its head instead of linking it. */
export const INLINE_STYLE_MAX_BYTES = 4096;

/**
 * A theme stylesheet's text as a page may carry it in a `<style>` element, or null to link it
 * instead. Small: on a phone one request fewer before the first paint is worth more than the bytes
 * every page then repeats. Self-contained: `url()`, `image-set()` and `@import` resolve against the
 * stylesheet's own address, which an inline copy does not have (and a CSS escape, `\75 rl(`, could
 * spell them), and a `<` could end the element.
 *
 * @example
 * inlineStyle(".vm-title{font-weight:700}") // ".vm-title{font-weight:700}"
 * inlineStyle(".vm-hero{background:url(hero.webp)}") // null
 * inlineStyle("x".repeat(5000)) // null
 */
export function inlineStyle(css: string): string | null {
  // Asked on every page render: a file with more characters than the limit has bytes is refused
  // before it is encoded.
  if (css.length > INLINE_STYLE_MAX_BYTES) return null;
  if (new TextEncoder().encode(css).byteLength > INLINE_STYLE_MAX_BYTES) return null;
  return /<|\\|url\(|image-set\(|@import/i.test(css) ? null : css;
}
