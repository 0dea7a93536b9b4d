import { routePath } from "@vitrine/sdk";
import type { PageProps } from "@vitrine/sdk/react";
import { ProductListing } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

/** The `products` page: every product, sortable and paged (full-width layout). */
export function ProductsPage({ search }: PageProps<"products">) {
  const { t } = useTranslation();
  return (
    <div className="vt-page-width vt-section">
      <div className="vt-section__header">
        <h1>{t("shop.products.title")}</h1>
      </div>
      <ProductListing
        path={routePath("products")}
        search={search}
        emptyMessage={t("shop.products.empty")}
      />
    </div>
  );
}
