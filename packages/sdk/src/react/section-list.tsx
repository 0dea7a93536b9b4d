import {
  type ResolvedSection,
  resolveHomeSections,
  type ThemeSectionsSchema,
} from "@vitrine/contract";
import { type ComponentType, createElement, Fragment } from "react";
import { useShop } from "./store-hooks";

/** What a section's component gets: its values over the defaults, its blocks, and its place. */
export interface SectionProps {
  section: ResolvedSection;
  /** 0-based place on the page: the first two may be in the first screen (load their images at once). */
  position: number;
}

const WRAPPER_STYLE = { display: "contents" } as const;

/** The component that shows each section type, by type. */
export type SectionComponents = Readonly<Record<string, ComponentType<SectionProps>>>;

export interface SectionListProps {
  /** The theme's sections, as its `defineTheme({ sections })` declares them. */
  schema: ThemeSectionsSchema;
  components: SectionComponents;
}

/**
 * The home page's sections in the owner's order (`home_sections`, or the theme's default), each
 * shown by its type's component. Keyed by the section's id, so a reorder in the customizer moves
 * sections without reloading their data; a type without a component is left out.
 *
 * @example
 * <SectionList schema={theme.sections} components={{ hero: Hero, "product-grid": ProductGrid }} />
 */
export function SectionList({ schema, components }: SectionListProps) {
  const { state } = useShop();
  // Positions count the sections shown, so "the first two" are the first two on screen.
  const shown = resolveHomeSections(schema, state.shop?.theme.settings.home_sections).flatMap(
    (section) => {
      const Component = components[section.type];
      return Component === undefined ? [] : [{ section, Component }];
    },
  );
  return createElement(
    Fragment,
    null,
    shown.map(({ section, Component }, position) =>
      // The customizer's frame finds, outlines and selects each section by this wrapper; it takes
      // no box of its own, so the page lays out as without it.
      createElement(
        "div",
        {
          key: section.id,
          "data-vt-section": section.id,
          "data-vt-section-type": section.type,
          "data-vt-template": "home",
          style: WRAPPER_STYLE,
        },
        createElement(Component, { section, position }),
      ),
    ),
  );
}
