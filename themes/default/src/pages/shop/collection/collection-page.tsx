import { routePath, throwIfMissing } from "@vitrine/sdk";
import { Link, type PageProps, usePageTitle, useResource, useStorefront } from "@vitrine/sdk/react";
import { ErrorState, LoadingState, ProductListing, useApiRedirect } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

/** The `collection` page: the collection's title and description over its sortable, paged products. */
export function CollectionPage({ params, search }: PageProps<"collection">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const collection = useResource(
    (signal) => api.storefront.getCollection(params.slug, { signal }),
    [params.slug],
  );
  usePageTitle(collection.data?.title);
  const redirecting = useApiRedirect(collection.error);
  if (collection.status === "error" && !redirecting) {
    // A missing collection is the host's not-found page; a retry is for other failures.
    throwIfMissing(collection.error);
    return <ErrorState error={collection.error} retry={collection.reload} />;
  }
  if (collection.data === undefined || redirecting) {
    return (
      <LoadingState>
        <div className="vt-skeleton vt-skeleton--text" aria-hidden="true" />
      </LoadingState>
    );
  }
  return (
    <>
      <div className="vt-section__header">
        <h1>{collection.data.title}</h1>
        {collection.data.description ? (
          <p className="vt-muted">{collection.data.description}</p>
        ) : null}
      </div>
      <ProductListing
        path={routePath("collection", { slug: params.slug })}
        search={search}
        collectionId={collection.data.id}
        emptyMessage={t("shop.collection.empty")}
        emptyAction={
          <Link className="vt-button vt-button--secondary" href={routePath("products")}>
            {t("shop.collection.browseAll")}
          </Link>
        }
      />
    </>
  );
}
