import type { Collection, SettingValue } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import {
  Link,
  type SectionProps,
  settingTarget,
  useResource,
  useStorefront,
} from "@vitrine/sdk/react";
import { EmptyState, ResourceView } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { CollectionCard } from "../../collections/collection-card";
import { loadingGrid } from "./product-grid-section";
import { SectionShell, textOr } from "./section-shell";

/** The collection settings of the section (`collection_1` … `collection_4`), in order. */
const SLOTS = ["collection_1", "collection_2", "collection_3", "collection_4"] as const;

/**
 * The collections the owner chose, in the order of the section's settings, each once.
 *
 * @example
 * chosenCollectionIds({ collection_1: "col-b", collection_2: null, collection_3: "col-a", collection_4: "col-b" })
 * // ["col-b", "col-a"]
 */
export function chosenCollectionIds(settings: Record<string, SettingValue>): string[] {
  const ids = SLOTS.map((slot) => settings[slot]).filter(
    (value): value is string => typeof value === "string" && value !== "",
  );
  return [...new Set(ids)];
}

/**
 * Collections as cards: the ones the owner chose, asked for by id, shown in the owner's order
 * (one removed since is left out), or the shop's first four when none is chosen.
 */
export function CollectionListSection({ section }: SectionProps) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { heading, color_scheme } = section.settings;
  const ids = chosenCollectionIds(section.settings);
  const collections = useResource(
    async (signal) => {
      if (ids.length === 0) {
        return (await api.storefront.listCollections({ pageSize: SLOTS.length }, { signal })).data;
      }
      const { data } = await api.storefront.listCollections(
        { ids, pageSize: ids.length },
        { signal },
      );
      // Answered in the shop's order: shown in the owner's.
      return ids.flatMap((id) => data.find((collection) => collection.id === id) ?? []);
    },
    [ids.join(",")],
  );
  return (
    <SectionShell
      colorScheme={color_scheme}
      title={textOr(heading, t("layout.collections"))}
      titleSetting={settingTarget(section, "heading")}
      action={<Link href={routePath("collections")}>{t("shop.home.allCollections")}</Link>}
    >
      <ResourceView
        resource={collections}
        loading={loadingGrid}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t("shop.collections.empty")} />}
      >
        {(list: Collection[]) => (
          <ul className="vt-grid">
            {list.map((collection) => (
              <li key={collection.id}>
                <CollectionCard collection={collection} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </SectionShell>
  );
}
