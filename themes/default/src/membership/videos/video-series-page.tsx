import { type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { EmptyState, LoadingState, ResourceView } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { ContentGridSkeleton, VideoCard } from "../components/content-card";

/** The `membership-video-series` page: a series' description and its videos in order. */
export function VideoSeriesPage({ params }: PageProps<"membership-video-series">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const series = useResource(
    (signal) => api.content.getVideoSeries(params.handle, { signal }),
    [params.handle],
  );
  return (
    <ResourceView
      resource={series}
      pageResource
      loading={
        <LoadingState>
          <ContentGridSkeleton count={3} />
        </LoadingState>
      }
    >
      {(detail) => (
        <section>
          <div className="vt-section__header">
            <h1>{detail.title}</h1>
            <p className="vt-muted">{detail.description}</p>
          </div>
          {detail.videos.length === 0 ? (
            <EmptyState title={t("membership.videos.seriesEmpty")} />
          ) : (
            <ol className="vt-grid">
              {[...detail.videos]
                .sort((a, b) => (a.series?.position ?? 0) - (b.series?.position ?? 0))
                .map((video) => (
                  <li key={video.id}>
                    <VideoCard video={video} />
                  </li>
                ))}
            </ol>
          )}
        </section>
      )}
    </ResourceView>
  );
}
