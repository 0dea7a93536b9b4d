import { schemeOrFirst } from "@vitrine/contract";
import { useShop } from "@vitrine/sdk/react";
import type { CSSProperties } from "react";

/**
 * The inline style that puts an element in one of the shop's colour schemes: it points the
 * theme's `--scheme-*` variables at that scheme's `--vt-scheme-{id}-*` variables, so the
 * stylesheet never needs to know scheme ids. `scheme` is an id or a position in
 * `color_schemes`; an unknown id falls back to the first scheme.
 *
 * @example
 * <footer className="vt-scheme" style={useSchemeStyle(1)}> // the second scheme
 */
export function useSchemeStyle(scheme: string | number = 0): CSSProperties {
  const { state } = useShop();
  const schemes = state.shop?.theme.settings.color_schemes ?? [];
  const found =
    typeof scheme === "number" ? (schemes[scheme] ?? schemes[0]) : schemeOrFirst(schemes, scheme);
  return schemeStyle(found?.id ?? "scheme-1");
}

/** @example schemeStyle("scheme-2") // { "--scheme-text": "var(--vt-scheme-scheme-2-text)", … } */
export function schemeStyle(id: string): CSSProperties {
  const variable = (part: string) => `var(--vt-scheme-${id}-${part})`;
  return {
    "--scheme-text": variable("text"),
    "--scheme-background": variable("background"),
    "--scheme-secondary-text": variable("secondary-text"),
    "--scheme-secondary-background": variable("secondary-background"),
    "--scheme-accent": variable("accent"),
    "--scheme-button": variable("button"),
    "--scheme-button-text": variable("button-text"),
    "--scheme-button-hover": variable("button-hover"),
    "--scheme-border": variable("border"),
  } as CSSProperties;
}
