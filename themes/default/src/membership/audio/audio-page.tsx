import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, usePageTitle, useResource, useStorefront } from "@vitrine/sdk/react";
import { IMAGE_SLOTS, Image, ResourceView } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { AudioPlayer } from "../components/audio-player";
import { formatDuration, useDate } from "../components/format";
import { LockedTeaser } from "../components/locked-teaser";

/** The `membership-audio` page: cover, the accessible audio player, or the locked teaser. */
export function AudioPage({ params }: PageProps<"membership-audio">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const date = useDate();
  const audio = useResource(
    (signal) => api.content.getAudio(params.handle, { signal }),
    [params.handle],
  );
  usePageTitle(audio.data?.title);
  return (
    <ResourceView resource={audio} pageResource>
      {(data) => (
        <article className="vt-audio">
          <p>
            <Link href={routePath("membership-posts")}>{t("membership.posts.back")}</Link>
          </p>
          {data.cover === null ? null : (
            <Image
              className="vt-audio__cover"
              data={data.cover}
              {...IMAGE_SLOTS.audioCover}
              priority
            />
          )}
          <h1>{data.title}</h1>
          <p className="vt-muted">
            {t("membership.content.published", { date: date(data.publishedAt) })} ·{" "}
            {t("membership.content.duration", { duration: formatDuration(data.durationSeconds) })}
          </p>
          {data.source === null ? (
            <LockedTeaser access={data} />
          ) : (
            <AudioPlayer source={data.source} title={data.title} />
          )}
          <p>{data.description}</p>
        </article>
      )}
    </ResourceView>
  );
}
