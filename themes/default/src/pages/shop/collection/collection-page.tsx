import type { Collection } from "@vitrine/contract";
import { routePath, throwIfMissing } from "@vitrine/sdk";
import { Link, type PageProps, usePageTitle, useResource, useStorefront } from "@vitrine/sdk/react";
import { ErrorState, LoadingState, ProductListing, useApiRedirect } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { TemplateSections } from "../../template-sections";

/** The `collection` page: the collection's title and description over its sortable, paged products. */
export function CollectionPage({ params, search }: PageProps<"collection">) {
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
  const loaded = collection.data;
  // The collection's own template (an alternative the owner assigned), else the page type's.
  return (
    <TemplateSections
      template={loaded.template ?? "collection"}
      main={({ section }) => (
        <CollectionMain
          collection={loaded}
          slug={params.slug}
          search={search}
          showDescription={section.settings.show_description !== false}
        />
      )}
    />
  );
}

/** Its own content, the template's main section: the title, description and products. */
function CollectionMain({
  collection,
  slug,
  search,
  showDescription,
}: {
  collection: Collection;
  slug: string;
  search: PageProps<"collection">["search"];
  showDescription: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="vt-section__header">
        <h1>{collection.title}</h1>
        {showDescription && collection.description ? (
          <p className="vt-muted">{collection.description}</p>
        ) : null}
      </div>
      <ProductListing
        path={routePath("collection", { slug })}
        search={search}
        collectionId={collection.id}
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
