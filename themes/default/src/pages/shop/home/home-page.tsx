import type { PageProps } from "@vitrine/sdk/react";
import { useShop } from "@vitrine/sdk/react";
import { DEFAULT_HOME_SECTIONS, HomeSectionView } from "./home-sections";

/** `/`: the sections the owner arranged in the theme settings (`home_sections`), in order. */
export function HomePage(_: PageProps<"home">) {
  const { state } = useShop();
  const sections = state.shop?.theme.settings.home_sections ?? DEFAULT_HOME_SECTIONS;
  return (
    <>
      {sections.map((section, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is their identity
        <HomeSectionView key={position} section={section} nearTop={position < 2} />
      ))}
    </>
  );
}
