import { DEFAULT_THEME_SECTIONS, templateSectionTypes } from "@vitrine/contract";
import { type SectionComponents, SectionList, type SectionProps } from "@vitrine/sdk/react";
import type { ReactNode } from "react";
import { lazySection } from "./shop/home/sections/lazy-section";

/**
 * The home page's section components, loaded with the first one a template shows. A template
 * shows only its page's own content until the owner adds a section to it, so a product or cart
 * page downloads the hero, grids and rich text only once its template has one; the home page,
 * made of sections, imports them itself.
 */
const TEMPLATE_SECTION_COMPONENTS: SectionComponents = Object.fromEntries(
  templateSectionTypes(DEFAULT_THEME_SECTIONS, "home").map(({ type }) => [
    type,
    lazySection(
      async () => (await import("./shop/home/sections/section-components")).SECTION_COMPONENTS,
      type,
    ),
  ]),
);

/**
 * A page as the owner arranged its template (`templates[template]` of the shop's settings, else
 * the theme's default): their sections above and below the page's own content, which `main`
 * shows with its section's settings.
 *
 * @example
 * <TemplateSections template="cart" main={({ section }) => <CartMain settings={section.settings} />} />
 */
export function TemplateSections({
  template,
  main,
}: {
  template: string;
  main: (props: SectionProps) => ReactNode;
}) {
  return (
    <SectionList
      schema={DEFAULT_THEME_SECTIONS}
      components={TEMPLATE_SECTION_COMPONENTS}
      template={template}
      main={main}
    />
  );
}
