import type { PageProps } from "@vitrine/sdk/react";
import { useResource, useShop, useStorefront, useThemeSetting } from "@vitrine/sdk/react";
import { EmptyState, ProductGrid, ProductGridSkeleton, ResourceView } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

const LATEST_COUNT = 9;

/**
 * The minimal home page: the shop's name (or the owner's own title, `hero_heading`) set large as
 * an editorial title, its description, and the latest pieces in a three-column grid (the theme
 * kit's cards).
 */
export function MinimalHome(_props: PageProps<"home">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const { state } = useShop();
  const heading = useThemeSetting<string>("hero_heading").trim() || state.shop?.name;
  const products = useResource(
    (signal) =>
      api.storefront.listProducts(
        { pageSize: LATEST_COUNT, orderBy: "createdAt", direction: "DESC" },
        { signal },
      ),
    [api],
  );
  return (
    <div className="vm-page" data-theme="minimal">
      <header className="vm-hero">
        <p className="vm-eyebrow">{t("minimal.index")}</p>
        <h1 className="vm-title">{heading}</h1>
        {state.shop?.description ? <p className="vm-lede">{state.shop.description}</p> : null}
      </header>
      <section className="vm-section" aria-labelledby="vm-latest">
        <h2 id="vm-latest" className="vm-section__title">
          {t("minimal.latest")}
        </h2>
        <ResourceView
          resource={products}
          loading={<ProductGridSkeleton count={3} />}
          isEmpty={(page) => page.data.length === 0}
          empty={<EmptyState title={t("minimal.empty")} />}
        >
          {(page) => <ProductGrid products={page.data} columns={3} />}
        </ResourceView>
      </section>
    </div>
  );
}
