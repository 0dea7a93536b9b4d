import { routePath, toUiPage } from "@vitrine/sdk";
import { Link, type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import {
  EmptyState,
  LoadingState,
  Pagination,
  pageFromSearch,
  ResourceView,
} from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { CardCover, ContentGridSkeleton, VideoCard } from "../components/content-card";

type CatalogRoute = "membership-video-catalog-featured" | "membership-video-catalog-all";

const TABS = [
  { route: "membership-video-catalog-featured", key: "membership.videos.featured" },
  { route: "membership-video-catalog-all", key: "membership.videos.all" },
] as const;

/**
 * The `membership-video-catalog-featured` and `-all` pages: the catalog's two tabs (links, so each has its
 * address), the series and the videos, all of them paged with `?page=`.
 */
export function VideoCatalogPage({ route, search }: PageProps<CatalogRoute>) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const featured = route === "membership-video-catalog-featured";
  const page = featured ? 1 : pageFromSearch(search);
  const videos = useResource(
    (signal) => api.content.listVideos(featured ? { featured: true } : { page }, { signal }),
    [featured, page],
  );
  return (
    <section>
      <div className="vt-section__header">
        <h1>{t("membership.videos.title")}</h1>
      </div>
      <nav className="vt-tabs" aria-label={t("membership.videos.tabs")}>
        <ul>
          {TABS.map((tab) => (
            <li key={tab.route}>
              <Link
                href={routePath(tab.route)}
                aria-current={tab.route === route ? "page" : undefined}
              >
                {t(tab.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {featured ? null : <SeriesList />}
      <ResourceView
        resource={videos}
        loading={
          <LoadingState>
            <ContentGridSkeleton />
          </LoadingState>
        }
        isEmpty={(list) => list.data.length === 0}
        empty={
          <EmptyState
            title={featured ? t("membership.videos.featuredEmpty") : t("membership.videos.empty")}
          />
        }
      >
        {(list) => (
          <>
            <ul className="vt-grid">
              {list.data.map((video) => (
                <li key={video.id}>
                  <VideoCard video={video} />
                </li>
              ))}
            </ul>
            {featured ? null : (
              <Pagination
                page={toUiPage(list.page.pageNum)}
                totalPages={list.page.totalPages}
                hrefFor={(number) => `${routePath("membership-video-catalog-all")}?page=${number}`}
              />
            )}
          </>
        )}
      </ResourceView>
    </section>
  );
}

function SeriesList() {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const series = useResource((signal) => api.content.listVideoSeries({ signal }), []);
  return (
    <ResourceView resource={series} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <section className="vt-section" aria-labelledby="vt-series-title">
          <h2 id="vt-series-title">{t("membership.videos.series")}</h2>
          <ul className="vt-grid">
            {list.map((item) => (
              <li key={item.id}>
                <article className="vt-card vt-content-card">
                  {item.cover === null ? null : <CardCover image={item.cover} />}
                  <h3 className="vt-card__title">
                    <Link
                      className="vt-card__link"
                      href={routePath("membership-video-series", { handle: item.handle })}
                    >
                      {item.title}
                    </Link>
                  </h3>
                  <p className="vt-muted">
                    {t("membership.videos.seriesCount", { count: item.videoCount })}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}
    </ResourceView>
  );
}
