import type { ProductOrderBy, SortDirection } from "@vitrine/contract";
import { useResource, useStorefront } from "@vitrine/sdk/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SortSelect } from "../forms/sort-select";
import { Pagination, pageFromSearch } from "../pagination/pagination";
import { ProductGrid, ProductGridSkeleton } from "../product-card/product-card";
import { EmptyState, LoadingState, ResourceView } from "../states/states";

/** The sort orders a shopper can pick, by their value in the URL's `sort`. */
export const PRODUCT_SORTS = {
  featured: { key: "shop.sort.featured" },
  newest: { key: "shop.sort.newest", orderBy: "createdAt", direction: "DESC" },
  "price-asc": { key: "shop.sort.priceAsc", orderBy: "price", direction: "ASC" },
  "price-desc": { key: "shop.sort.priceDesc", orderBy: "price", direction: "DESC" },
  "name-asc": { key: "shop.sort.nameAsc", orderBy: "name", direction: "ASC" },
} as const satisfies Record<
  string,
  { key: string; orderBy?: ProductOrderBy; direction?: SortDirection }
>;
export type ProductSort = keyof typeof PRODUCT_SORTS;

function isProductSort(value: string | undefined): value is ProductSort {
  return value !== undefined && Object.hasOwn(PRODUCT_SORTS, value);
}

export interface ProductListingProps {
  /** The page's own path; paging and sorting link to it with `?page=` and `?sort=`. */
  path: string;
  search: Readonly<Record<string, string>>;
  /** Only the products of this collection; every product when absent. */
  collectionId?: string;
  emptyMessage: string;
  emptyAction?: ReactNode;
}

/**
 * A sortable, paged product grid. The 1-based page and the sort live in the URL (`?page=2&sort=
 * price-asc`), so each page is a link; changing the sort goes back to page 1.
 */
export function ProductListing({
  path,
  search,
  collectionId,
  emptyMessage,
  emptyAction,
}: ProductListingProps) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const page = pageFromSearch(search);
  const sort: ProductSort = isProductSort(search.sort) ? search.sort : "featured";
  const order = PRODUCT_SORTS[sort];
  const products = useResource(
    (signal) =>
      api.storefront.listProducts(
        {
          page,
          collectionIds: collectionId === undefined ? undefined : [collectionId],
          orderBy: "orderBy" in order ? order.orderBy : undefined,
          direction: "direction" in order ? order.direction : undefined,
        },
        { signal },
      ),
    [page, sort, collectionId],
  );
  const hrefFor = (params: Record<string, string>) => {
    const query = new URLSearchParams(params).toString();
    return query === "" ? path : `${path}?${query}`;
  };
  const sortParam: Record<string, string> = sort === "featured" ? {} : { sort };

  return (
    <>
      <div className="vt-toolbar">
        <p className="vt-muted">
          {products.data === undefined
            ? null
            : t("shop.collections.productCount", { count: products.data.page.totalElements })}
        </p>
        <SortSelect
          sorts={PRODUCT_SORTS}
          value={sort}
          onChange={(next) => navigate(hrefFor(next === "featured" ? {} : { sort: next }))}
        />
      </div>
      <ResourceView
        resource={products}
        loading={
          <LoadingState>
            <ProductGridSkeleton count={8} />
          </LoadingState>
        }
        isEmpty={(list) => list.data.length === 0}
        empty={<EmptyState title={emptyMessage} action={emptyAction} />}
      >
        {(list) => (
          <>
            <ProductGrid products={list.data} headingLevel={2} />
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
    </>
  );
}
