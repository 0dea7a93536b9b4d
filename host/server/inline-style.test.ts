import { describe, expect, it } from "vitest";
import { INLINE_STYLE_MAX_BYTES, inlineStyle } from "./inline-style";

describe("a theme stylesheet the page carries inline", () => {
  it("is a small one, as it is", () => {
    expect(inlineStyle(".vm-title { font-weight: 700; }\n")).toBe(
      ".vm-title { font-weight: 700; }\n",
    );
  });

  it("is no larger than the limit, counted in bytes", () => {
    expect(inlineStyle("a".repeat(INLINE_STYLE_MAX_BYTES))).not.toBeNull();
    expect(inlineStyle("a".repeat(INLINE_STYLE_MAX_BYTES + 1))).toBeNull();
    expect(inlineStyle("é".repeat(INLINE_STYLE_MAX_BYTES / 2 + 1))).toBeNull();
  });

  it("never holds an address resolved against the stylesheet's own, or an import", () => {
    expect(inlineStyle(".hero { background: url(hero.webp); }")).toBeNull();
    expect(inlineStyle(".hero { background: URL( 'hero.webp' ); }")).toBeNull();
    expect(inlineStyle('@import "more.css";')).toBeNull();
    expect(inlineStyle('.hero { background: image-set("hero.webp" 1x); }')).toBeNull();
    expect(inlineStyle(".hero { background: \\75 rl(hero.webp); }")).toBeNull();
  });

  it("never holds what could end its element", () => {
    expect(inlineStyle("</style><script>alert(1)</script>")).toBeNull();
    expect(inlineStyle(".a::after { content: '<'; }")).toBeNull();
  });
});
