import { DEFAULT_THEME_SECTIONS } from "@vitrine/contract";
import { SectionList, type SectionProps } from "@vitrine/sdk/react";
import type { ReactNode } from "react";
import { SECTION_COMPONENTS } from "./shop/home/sections/section-components";

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
      components={SECTION_COMPONENTS}
      template={template}
      main={main}
    />
  );
}
