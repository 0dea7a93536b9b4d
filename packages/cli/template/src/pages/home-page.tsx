import type { PageProps } from "@vitrine/sdk/react";
import { useResource, useShop, useStorefront, useThemeSetting } from "@vitrine/sdk/react";
import { EmptyState, ProductGrid, ProductGridSkeleton, ResourceView } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

const LATEST_COUNT = 8;

/** The home page: a hero the owner words in the customizer, then the newest products. */
export function HomePage(_props: PageProps<"home">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { state } = useShop();
  const heading = useThemeSetting("hero_heading");
  const products = useResource(
    (signal) =>
      api.storefront.listProducts(
        { pageSize: LATEST_COUNT, orderBy: "createdAt", direction: "DESC" },
        { signal },
      ),
    [api],
  );
  return (
    <div className="theme-home">
      <header className="theme-hero">
        <p className="theme-hero__shop">{state.shop?.name}</p>
        <h1 className="theme-hero__heading">{String(heading)}</h1>
      </header>
      <section aria-labelledby="theme-latest">
        <h2 id="theme-latest">{t("theme.latest")}</h2>
        <ResourceView
          resource={products}
          loading={<ProductGridSkeleton count={4} />}
          isEmpty={(page) => page.data.length === 0}
          empty={<EmptyState title={t("theme.empty")} />}
        >
          {(page) => <ProductGrid products={page.data} columns={4} />}
        </ResourceView>
      </section>
    </div>
  );
}
