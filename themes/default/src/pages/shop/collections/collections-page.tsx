import type { CollectionOrderBy, SortDirection } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import {
  EmptyState,
  LoadingState,
  Pagination,
  pageFromSearch,
  ResourceView,
  SortSelect,
} from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { TemplateSections } from "../../template-sections";
import { CollectionCard } from "./collection-card";

/**
 * The orders a shopper can list collections in, by their value in the URL's `sort`: the shop's
 * own (`position`, the call's default), by name either way, or newest first.
 */
export const COLLECTION_SORTS = {
  featured: { key: "shop.sort.featured" },
  "name-asc": { key: "shop.sort.nameAsc", orderBy: "title", direction: "ASC" },
  "name-desc": { key: "shop.collections.nameDesc", orderBy: "title", direction: "DESC" },
  newest: { key: "shop.sort.newest", orderBy: "createdAt", direction: "DESC" },
} as const satisfies Record<
  string,
  { key: string; orderBy?: CollectionOrderBy; direction?: SortDirection }
>;
type CollectionSort = keyof typeof COLLECTION_SORTS;

const isCollectionSort = (value: string | undefined): value is CollectionSort =>
  value !== undefined && Object.hasOwn(COLLECTION_SORTS, value);

/**
 * The `collections` page: every collection as a card, sorted as the shopper chose and paged
 * (full-width layout); the sort and the 1-based page live in the URL (`?sort=name-asc&page=2`).
 */
export function CollectionsPage(props: PageProps<"collections">) {
  return (
    <TemplateSections template="collections" main={() => <CollectionsPageMain {...props} />} />
  );
}

/** Its own content: the template's main section. */
function CollectionsPageMain({ search }: PageProps<"collections">) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const page = pageFromSearch(search);
  const sort: CollectionSort = isCollectionSort(search.sort) ? search.sort : "featured";
  const order = COLLECTION_SORTS[sort];
  const collections = useResource(
    (signal) =>
      api.storefront.listCollections(
        {
          page,
          orderBy: "orderBy" in order ? order.orderBy : undefined,
          direction: "direction" in order ? order.direction : undefined,
        },
        { signal },
      ),
    [page, sort],
  );
  const sortParam: Record<string, string> = sort === "featured" ? {} : { sort };
  const hrefFor = (params: Record<string, string>) => {
    const query = new URLSearchParams(params).toString();
    return query === "" ? routePath("collections") : `${routePath("collections")}?${query}`;
  };
  return (
    <div className="vt-page-width vt-section">
      <div className="vt-section__header">
        <h1>{t("shop.collections.title")}</h1>
      </div>
      <div className="vt-toolbar">
        <SortSelect
          sorts={COLLECTION_SORTS}
          value={sort}
          // A new order starts again at its first page.
          onChange={(next) => navigate(hrefFor(next === "featured" ? {} : { sort: next }))}
        />
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
                  <CollectionCard collection={collection} headingLevel={2} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              totalPages={list.page.totalPages}
              hrefFor={(number) =>
                hrefFor(number === 1 ? sortParam : { ...sortParam, page: String(number) })
              }
            />
          </>
        )}
      </ResourceView>
    </div>
  );
}
