import {
  type ResolvedSection,
  resolveTemplate,
  type ThemeSectionsSchema,
  templateSchemaOf,
} from "@vitrine/contract";
import { type ComponentType, createElement, Fragment, type ReactNode } from "react";
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
  /**
   * The template to show: `home` (the default), a page type (`product`) or an alternative a
   * product or collection names (`product.preorder`, its page type's when the shop has none).
   */
  template?: string;
  /**
   * Shows the page's own content, its template's main section (`main-product`), with what the
   * page loaded (the product): called in place, so the page's data needs no component of its own.
   */
  main?: (props: SectionProps) => ReactNode;
}

/**
 * A page's sections in the owner's order (`home_sections` or `templates[template]`, else the
 * theme's default), each shown by its type's component, the template's main by `main`. Keyed by
 * the section's id, so a reorder in the customizer moves sections without reloading their data;
 * a type without a component is left out.
 *
 * @example
 * <SectionList schema={theme.sections} components={{ hero: Hero, "product-grid": ProductGrid }} />
 * <SectionList schema={theme.sections} components={sections} template={product.template ?? "product"}
 *   main={({ section }) => <ProductInfo product={product} settings={section.settings} />} />
 */
export function SectionList({ schema, components, template = "home", main }: SectionListProps) {
  const { state } = useShop();
  const resolved = resolveTemplate(schema, state.shop?.theme.settings, template);
  const mainType = templateSchemaOf(schema, resolved.name.split(".")[0] ?? "")?.main;
  // Positions count the sections shown, so "the first two" are the first two on screen.
  const shown = resolved.sections.flatMap((section) => {
    const render: ((props: SectionProps) => ReactNode) | undefined =
      section.type === mainType && main !== undefined
        ? main
        : componentRender(components[section.type]);
    return render === undefined ? [] : [{ section, render }];
  });
  return createElement(
    Fragment,
    null,
    shown.map(({ section, render }, position) =>
      // The customizer's frame finds, outlines and selects each section by this wrapper; it takes
      // no box of its own, so the page lays out as without it.
      createElement(
        "div",
        {
          key: section.id,
          "data-vt-section": section.id,
          "data-vt-section-type": section.type,
          "data-vt-template": resolved.name,
          style: WRAPPER_STYLE,
        },
        render({ section, position }),
      ),
    ),
  );
}

function componentRender(Component: ComponentType<SectionProps> | undefined) {
  return Component === undefined
    ? undefined
    : (props: SectionProps) => createElement(Component, props);
}
