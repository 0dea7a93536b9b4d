import { isApiError } from "@vitrine/sdk";
import { type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { ErrorState, LoadingState, useApiRedirect } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { VideoPlayer } from "./video-player";

/**
 * The `membership-video-embed` page (full width): only the player, for embedding. The embed
 * call answers only viewers who may watch; others follow its SSHOP-403 to pricing.
 */
export function VideoEmbedPage({ params }: PageProps<"membership-video-embed">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const embed = useResource(
    (signal) => api.content.getVideoEmbed(params.handle, { signal }),
    [params.handle],
  );
  const redirecting = useApiRedirect(embed.error);
  if (embed.status === "error" && !redirecting) {
    const missing = isApiError(embed.error) && embed.error.statusCode === 404;
    return (
      <ErrorState
        error={embed.error}
        title={missing ? t("membership.videos.notFound") : undefined}
        retry={missing ? undefined : embed.reload}
      />
    );
  }
  if (embed.data === undefined || redirecting) {
    return (
      <LoadingState>
        <div className="vt-skeleton vt-skeleton--video" aria-hidden="true" />
      </LoadingState>
    );
  }
  return (
    <div className="vt-video-embed">
      <h1 className="vt-visually-hidden">{embed.data.title}</h1>
      <VideoPlayer source={embed.data.source} poster={embed.data.poster} title={embed.data.title} />
    </div>
  );
}
