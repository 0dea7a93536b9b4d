import { throwIfMissing } from "@vitrine/sdk";
import { type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { ErrorState, LoadingState, useApiRedirect } from "@vitrine/theme-kit";
import { VideoPlayer } from "./video-player";

/**
 * The `membership-video-embed` page (full width): only the player, for embedding. The embed
 * call answers only viewers who may watch; others follow its SSHOP-403 to pricing.
 */
export function VideoEmbedPage({ params }: PageProps<"membership-video-embed">) {
  const { api } = useStorefront();
  const embed = useResource(
    (signal) => api.content.getVideoEmbed(params.handle, { signal }),
    [params.handle],
  );
  const redirecting = useApiRedirect(embed.error);
  if (embed.status === "error" && !redirecting) {
    // A missing video is the host's not-found page; a retry is for other failures.
    throwIfMissing(embed.error);
    return <ErrorState error={embed.error} retry={embed.reload} />;
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
