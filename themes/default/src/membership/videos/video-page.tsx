import { routePath, throwIfMissing } from "@vitrine/sdk";
import { Link, type PageProps, useStorefront } from "@vitrine/sdk/react";
import { ErrorState, IMAGE_SLOTS, Image, LoadingState } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { TemplateSections } from "../../pages/template-sections";
import { formatDuration, useDate } from "../components/format";
import { LockedTeaser } from "../components/locked-teaser";
import { useGatedContent } from "../components/use-gated-content";
import { useUser } from "../components/use-user";
import { VideoPlayer } from "./video-player";

/**
 * The `membership-video` page (full width): the player, resuming where the member stopped and
 * recording where they pause; its series and next episode; a locked video shows its poster and
 * the way in.
 */
export function VideoPage(props: PageProps<"membership-video">) {
  return <TemplateSections template="video" main={() => <VideoPageMain {...props} />} />;
}

/** Its own content: the template's main section. */
function VideoPageMain({ params }: PageProps<"membership-video">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const user = useUser();
  const date = useDate();
  const { content: video, redirecting } = useGatedContent(
    (signal) => api.content.getVideo(params.handle, { signal }),
    params.handle,
  );
  let body: React.ReactNode;
  if (video.status === "error" && !redirecting) {
    // A missing video is the host's not-found page; a retry is for other failures.
    throwIfMissing(video.error);
    body = <ErrorState error={video.error} retry={video.reload} />;
  } else if (video.data === undefined || redirecting) {
    body = (
      <LoadingState>
        <div className="vt-skeleton vt-skeleton--video" aria-hidden="true" />
      </LoadingState>
    );
  } else {
    const data = video.data;
    const record = (position: number) => {
      if (user?.type === "MEMBER")
        void api.content.recordWatchProgress(data.id, position).catch(() => {});
    };
    body = (
      <article className="vt-video">
        {data.source === null ? (
          <div className="vt-video__locked">
            <Image data={data.poster} {...IMAGE_SLOTS.pageWide} priority />
            <LockedTeaser access={data} />
          </div>
        ) : (
          <VideoPlayer
            source={data.source}
            poster={data.poster}
            title={data.title}
            startAt={data.progress?.completed ? 0 : (data.progress?.positionSeconds ?? 0)}
            onProgress={record}
          />
        )}
        <h1>{data.title}</h1>
        <p className="vt-muted">
          {t("membership.content.published", { date: date(data.publishedAt) })} ·{" "}
          {t("membership.content.duration", { duration: formatDuration(data.durationSeconds) })}
        </p>
        {data.progress && !data.progress.completed && data.progress.positionSeconds > 0 ? (
          <p>
            {t("membership.videos.resume", {
              position: formatDuration(data.progress.positionSeconds),
            })}
          </p>
        ) : null}
        {data.series === null ? null : (
          <p>
            <Link href={routePath("membership-video-series", { handle: data.series.handle })}>
              {t("membership.videos.episode", {
                position: data.series.position,
                series: data.series.title,
              })}
            </Link>
          </p>
        )}
        <p>{data.description}</p>
        {data.nextVideo === null ? null : (
          <p>
            <Link
              className="vt-button vt-button--secondary"
              href={routePath("membership-video", { handle: data.nextVideo.handle })}
            >
              {t("membership.videos.next", { title: data.nextVideo.title })}
            </Link>
          </p>
        )}
      </article>
    );
  }
  return <div className="vt-page-width vt-section">{body}</div>;
}
