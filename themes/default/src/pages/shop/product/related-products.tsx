import { useResource, useStorefront } from "@vitrine/sdk/react";
import { LoadingState, ProductGrid, ProductGridSkeleton, ResourceView } from "@vitrine/theme-kit";
import { memo } from "react";
import { useTranslation } from "react-i18next";

/** Up to four related products; nothing when there are none. Memoised: a variant click leaves it be. */
export const RelatedProducts = memo(function RelatedProducts({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const related = useResource(
    (signal) => api.storefront.related(productId, { limit: 4 }, { signal }),
    [productId],
  );
  if (related.status === "success" && related.data.length === 0) return null;
  return (
    <section className="vt-section" aria-labelledby="vt-related-title">
      <div className="vt-page-width">
        <div className="vt-section__header">
          <h2 id="vt-related-title">{t("product.related")}</h2>
        </div>
        <ResourceView
          resource={related}
          loading={
            <LoadingState>
              <ProductGridSkeleton />
            </LoadingState>
          }
        >
          {(products) => <ProductGrid products={products} />}
        </ResourceView>
      </div>
    </section>
  );
});
