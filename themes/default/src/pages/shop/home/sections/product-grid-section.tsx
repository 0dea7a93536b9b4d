import type { ProductOrderBy } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import {
  Link,
  type SectionProps,
  settingTarget,
  useResource,
  useStorefront,
} from "@vitrine/sdk/react";
import {
  EmptyState,
  LoadingState,
  ProductGrid,
  ProductGridSkeleton,
  ResourceView,
} from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { FIRST_SCREEN_CARDS, numberOr, SectionShell, textOr } from "./section-shell";

export const loadingGrid = (
  <LoadingState>
    <ProductGridSkeleton />
  </LoadingState>
);

/** The shop's products in the order the owner chose (newest first by default). */
export function ProductGridSection({ section, position }: SectionProps) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { heading, order_by, limit, color_scheme } = section.settings;
  const orderBy = (typeof order_by === "string" ? order_by : "createdAt") as ProductOrderBy;
  const pageSize = numberOr(limit, 8);
  const products = useResource(
    (signal) =>
      api.storefront.listProducts(
        // Names read A to Z; every other order reads highest first.
        { orderBy, direction: orderBy === "name" ? "ASC" : "DESC", pageSize },
        { signal },
      ),
    [orderBy, pageSize],
  );
  return (
    <SectionShell
      colorScheme={color_scheme}
      title={textOr(heading, t("shop.home.newArrivals"))}
      titleSetting={settingTarget(section, "heading")}
      action={<Link href={routePath("products")}>{t("shop.home.shopAll")}</Link>}
    >
      <ResourceView
        resource={products}
        loading={loadingGrid}
        isEmpty={(list) => list.data.length === 0}
        empty={<EmptyState title={t("shop.products.empty")} />}
      >
        {(list) => (
          <ProductGrid products={list.data} eagerCount={position < 2 ? FIRST_SCREEN_CARDS : 0} />
        )}
      </ResourceView>
    </SectionShell>
  );
}
