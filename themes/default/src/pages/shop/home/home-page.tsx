import { DEFAULT_THEME_SECTIONS } from "@vitrine/contract";
import { type PageProps, SectionList } from "@vitrine/sdk/react";
import { SECTION_COMPONENTS } from "./sections/section-components";

/** `/`: the sections the owner arranged in the customizer (`home_sections`), in order. */
export function HomePage(_: PageProps<"home">) {
  return <SectionList schema={DEFAULT_THEME_SECTIONS} components={SECTION_COMPONENTS} />;
}
