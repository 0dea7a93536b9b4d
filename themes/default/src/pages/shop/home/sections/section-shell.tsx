import type { SettingValue } from "@vitrine/contract";
import type { settingTarget } from "@vitrine/sdk/react";
import { useSchemeStyle } from "@vitrine/theme-kit";
import { type CSSProperties, type ReactNode, useId } from "react";

/**
 * What every home section shares: the colour scheme the owner chose, the page width, and a header
 * whose heading names the region (`aria-labelledby`), with an optional link beside it.
 */
export function SectionShell({
  colorScheme,
  title,
  titleSetting,
  action,
  children,
}: {
  colorScheme: SettingValue | undefined;
  title: ReactNode;
  /** The text setting the title shows (`settingTarget`), which the owner may edit in place. */
  titleSetting?: ReturnType<typeof settingTarget>;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const style = useSectionScheme(colorScheme);
  return (
    <section className="vt-section vt-scheme" style={style} aria-labelledby={titleId}>
      <div className="vt-page-width">
        <div className="vt-section__header">
          <h2 id={titleId} {...titleSetting}>
            {title}
          </h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

/**
 * The style of the colour scheme a section's `color_scheme` setting names; `fallback` (an index
 * into the shop's schemes) only if the theme's schema and code disagree.
 */
export function useSectionScheme(value: SettingValue | undefined, fallback = 0): CSSProperties {
  return useSchemeStyle(typeof value === "string" ? value : fallback);
}

/** A text setting's value, or `fallback` when the owner left it empty. */
export function textOr(value: SettingValue | undefined, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value : fallback;
}

/** A range setting's value as a number; `fallback` only if the theme's schema and code disagree. */
export function numberOr(value: SettingValue | undefined, fallback: number): number {
  return typeof value === "number" ? value : fallback;
}

/** Cards a grid near the top of the page loads at once: the first row on a wide screen, two on a phone. */
export const FIRST_SCREEN_CARDS = 4;

/**
 * A picture that shares its row with text: half the page from 750 px (sections.css), the whole
 * screen below, so at most 750 px wide (a 749 px screen). The setting carries no size: a 4:3 box
 * (cropped by sections.css) keeps the text from moving while it loads. `alt` is what the owner
 * wrote for it in the media library (`useImageAlt`); without one the section's text says what it
 * is about and the picture only decorates (`""`).
 */
export function halfPageImage(url: string, alt: string) {
  return {
    data: { url, alt, width: 1200, height: 900 },
    sizes: "(min-width: 750px) 50vw, 100vw",
    maxWidth: 750,
  };
}
