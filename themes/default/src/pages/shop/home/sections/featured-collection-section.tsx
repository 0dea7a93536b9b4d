import { routePath } from "@vitrine/sdk";
import { Link, type SectionProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { EmptyState, ProductGrid, ResourceView } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { loadingGrid } from "./product-grid-section";
import { FIRST_SCREEN_CARDS, numberOr, SectionShell } from "./section-shell";

/**
 * One collection's first products: the one the owner chose, or the shop's first collection when
 * they chose none. A shop without that collection (removed since) shows nothing rather than an
 * empty frame.
 */
export function FeaturedCollectionSection({ section, position }: SectionProps) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { collection, limit, color_scheme } = section.settings;
  const chosen = typeof collection === "string" ? collection : null;
  const size = numberOr(limit, 4);
  const groups = useResource(
    async (signal) => {
      const id =
        chosen ??
        (await api.storefront.listCollections({ pageSize: 1 }, { signal })).data[0]?.id ??
        null;
      return id === null
        ? []
        : api.storefront.searchByCollections({ collectionIds: [id], size }, { signal });
    },
    [chosen, size],
  );
  if (groups.status === "success" && groups.data.length === 0) return null;
  const group = groups.data?.[0];
  return (
    <SectionShell
      colorScheme={color_scheme}
      title={group?.collection.title ?? t("layout.collections")}
      action={
        group === undefined ? null : (
          <Link href={routePath("collection", { slug: group.collection.slug })}>
            {t("shop.home.viewCollection")}
          </Link>
        )
      }
    >
      <ResourceView
        resource={groups}
        loading={loadingGrid}
        isEmpty={(list) => (list[0]?.products.length ?? 0) === 0}
        empty={<EmptyState title={t("shop.collection.empty")} />}
      >
        {(list) => (
          <ProductGrid
            products={list[0]?.products ?? []}
            eagerCount={position < 2 ? FIRST_SCREEN_CARDS : 0}
          />
        )}
      </ResourceView>
    </SectionShell>
  );
}
