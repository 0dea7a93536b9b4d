import { routePath } from "@vitrine/sdk";
import type { PageProps } from "@vitrine/sdk/react";
import { ProductListing } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { TemplateSections } from "../../template-sections";

/** The `products` page: every product, sortable and paged (full-width layout). */
export function ProductsPage(props: PageProps<"products">) {
  return <TemplateSections template="products" main={() => <ProductsPageMain {...props} />} />;
}

/** Its own content: the template's main section. */
function ProductsPageMain({ search }: PageProps<"products">) {
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
