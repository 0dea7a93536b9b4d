import type { AudioSummary, ContentImage, PostSummary, VideoSummary } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { Link } from "@vitrine/sdk/react";
import { IMAGE_SLOTS, Image } from "@vitrine/theme-kit";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDuration, useDate } from "./format";

/** A content card's cover in the kit's `.vt-grid`, or an empty box of the same shape. */
export function CardCover({ image }: { image: ContentImage | null }) {
  if (image === null)
    return <div className="vt-card__media vt-card__media--empty" aria-hidden="true" />;
  return (
    <div className="vt-card__media">
      <Image data={image} {...IMAGE_SLOTS.gridCard} />
    </div>
  );
}

function ContentCard({
  href,
  title,
  cover,
  locked,
  meta,
  children,
}: {
  href: string;
  title: string;
  cover: ContentImage | null;
  locked: boolean;
  meta: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className="vt-card vt-content-card">
      <CardCover image={cover} />
      {locked ? <span className="vt-badge">{t("membership.content.locked")}</span> : null}
      <h2 className="vt-card__title">
        <Link className="vt-card__link" href={href}>
          {title}
        </Link>
      </h2>
      <p className="vt-muted vt-content-card__meta">{meta}</p>
      {children}
    </article>
  );
}

/** A post in the feed: cover, title, type and date, its excerpt; locked posts say so. */
export function PostCard({ post }: { post: PostSummary }) {
  const { t } = useTranslation();
  const date = useDate();
  return (
    <ContentCard
      href={routePath("membership-post", { handle: post.handle })}
      title={post.title}
      cover={post.cover}
      locked={post.locked}
      meta={`${t(`membership.content.types.${post.type}`)} · ${t("membership.content.published", { date: date(post.publishedAt) })}`}
    >
      <p className="vt-content-card__excerpt">{post.excerpt}</p>
    </ContentCard>
  );
}

/** A video in the catalog: poster, title, duration and, in a series, its episode. */
export function VideoCard({ video }: { video: VideoSummary }) {
  const { t } = useTranslation();
  return (
    <ContentCard
      href={routePath("membership-video", { handle: video.handle })}
      title={video.title}
      cover={video.poster}
      locked={video.locked}
      meta={
        <>
          {t("membership.content.duration", { duration: formatDuration(video.durationSeconds) })}
          {video.series === null
            ? null
            : ` · ${t("membership.videos.episode", { position: video.series.position, series: video.series.title })}`}
        </>
      }
    />
  );
}

/** An audio item: cover, title and duration. */
export function AudioCard({ audio }: { audio: AudioSummary }) {
  const { t } = useTranslation();
  return (
    <ContentCard
      href={routePath("membership-audio", { handle: audio.handle })}
      title={audio.title}
      cover={audio.cover}
      locked={audio.locked}
      meta={t("membership.content.duration", { duration: formatDuration(audio.durationSeconds) })}
    />
  );
}

/** The placeholder of a grid of content cards while it loads. */
export function ContentGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="vt-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="vt-skeleton vt-skeleton--card" />
      ))}
    </div>
  );
}
