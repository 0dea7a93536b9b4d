import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import {
  EmptyState,
  IMAGE_SLOTS,
  Image,
  LoadingState,
  Pagination,
  pageFromSearch,
  ResourceView,
} from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

/** The `collections` page: every collection as a card, paged (full-width layout). */
export function CollectionsPage({ search }: PageProps<"collections">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const page = pageFromSearch(search);
  const collections = useResource(
    (signal) => api.storefront.listCollections({ page }, { signal }),
    [page],
  );
  return (
    <div className="vt-page-width vt-section">
      <div className="vt-section__header">
        <h1>{t("shop.collections.title")}</h1>
      </div>
      <ResourceView
        resource={collections}
        loading={
          <LoadingState>
            <div className="vt-grid" aria-hidden="true">
              <div className="vt-skeleton vt-skeleton--card" />
              <div className="vt-skeleton vt-skeleton--card" />
              <div className="vt-skeleton vt-skeleton--card" />
            </div>
          </LoadingState>
        }
        isEmpty={(list) => list.data.length === 0}
        empty={<EmptyState title={t("shop.collections.empty")} />}
      >
        {(list) => (
          <>
            <ul className="vt-grid">
              {list.data.map((collection) => (
                <li key={collection.id}>
                  <article className="vt-card">
                    <div className="vt-card__media">
                      {collection.image === null ? null : (
                        <Image data={collection.image} alt="" {...IMAGE_SLOTS.gridCard} />
                      )}
                    </div>
                    <h2 className="vt-collection-card__title">
                      <Link
                        className="vt-card__link"
                        href={routePath("collection", { slug: collection.slug })}
                      >
                        {collection.title}
                      </Link>
                    </h2>
                    <p className="vt-muted">
                      {t("shop.collections.productCount", { count: collection.productCount })}
                    </p>
                  </article>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              totalPages={list.page.totalPages}
              hrefFor={(number) =>
                number === 1
                  ? routePath("collections")
                  : `${routePath("collections")}?page=${number}`
              }
            />
          </>
        )}
      </ResourceView>
    </div>
  );
}
