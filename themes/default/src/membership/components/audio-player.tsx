import type { MediaSource } from "@vitrine/contract";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDuration } from "./format";

const SKIP_SECONDS = 15;

/**
 * An audio player operable by keyboard and screen reader: a labelled group with a play/pause
 * button whose name says what it does, skip buttons and a position slider that reads its value
 * as "1:05 of 3:20". The native element stays the engine, without its own controls.
 */
export function AudioPlayer({ source, title }: { source: MediaSource; title: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const duration = source.durationSeconds;
  const reading = t("membership.audio.position", {
    current: formatDuration(position),
    total: formatDuration(duration),
  });
  function seek(seconds: number) {
    const element = audio.current;
    const next = Math.min(Math.max(seconds, 0), duration);
    if (element !== null) element.currentTime = next;
    setPosition(next);
  }
  function toggle() {
    const element = audio.current;
    if (element === null) return;
    if (element.paused) {
      element.play().catch(() => setPlaying(false));
    } else {
      element.pause();
    }
  }
  return (
    <fieldset className="vt-audio-player">
      <legend className="vt-visually-hidden">{t("membership.audio.player", { title })}</legend>
      {/* biome-ignore lint/a11y/useMediaCaption: audio-only; the post's text goes with it */}
      <audio
        ref={audio}
        src={source.url}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
      />
      <div className="vt-audio-player__controls">
        <button
          type="button"
          className="vt-icon-button"
          onClick={() => seek(position - SKIP_SECONDS)}
          aria-label={t("membership.audio.back")}
        >
          <span aria-hidden="true">«</span>
        </button>
        <button type="button" className="vt-button vt-button--primary" onClick={toggle}>
          {playing ? t("membership.audio.pause") : t("membership.audio.play")}
        </button>
        <button
          type="button"
          className="vt-icon-button"
          onClick={() => seek(position + SKIP_SECONDS)}
          aria-label={t("membership.audio.forward")}
        >
          <span aria-hidden="true">»</span>
        </button>
      </div>
      <label className="vt-audio-player__seek">
        <span className="vt-visually-hidden">{t("membership.audio.seek")}</span>
        <input
          type="range"
          min={0}
          max={Math.max(1, Math.round(duration))}
          step={1}
          value={Math.round(position)}
          aria-valuetext={reading}
          onChange={(event) => seek(Number(event.target.value))}
        />
      </label>
      <p className="vt-muted vt-audio-player__time" aria-hidden="true">
        {formatDuration(position)} / {formatDuration(duration)}
      </p>
    </fieldset>
  );
}
