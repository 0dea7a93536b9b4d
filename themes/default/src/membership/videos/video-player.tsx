import type { ContentImage, MediaSource } from "@vitrine/contract";
import { useImageUrl } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

/**
 * The native video player (keyboard operable, captions when the file has them), labelled with the
 * video's title. `onProgress` gets the position when the viewer pauses or the video ends.
 */
export function VideoPlayer({
  source,
  poster,
  title,
  startAt = 0,
  onProgress,
}: {
  source: MediaSource;
  poster: ContentImage;
  title: string;
  startAt?: number;
  onProgress?: (positionSeconds: number) => void;
}) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  return (
    // biome-ignore lint/a11y/useMediaCaption: captions come with the creator's file when it has them
    <video
      className="vt-video-player"
      controls
      preload="metadata"
      poster={imageUrl(poster.url, { width: 1600 })}
      aria-label={t("membership.videos.player", { title })}
      src={source.url}
      onLoadedMetadata={(event) => {
        if (startAt > 0) event.currentTarget.currentTime = startAt;
      }}
      onPause={(event) => onProgress?.(Math.floor(event.currentTarget.currentTime))}
      onEnded={(event) => onProgress?.(Math.floor(event.currentTarget.currentTime))}
    />
  );
}
