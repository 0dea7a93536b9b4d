import { MEDIA_LIMITS, type MediaItem } from "@vitrine/contract";
import type { MediaApi } from "@vitrine/sdk";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { thumbnailUrl } from "./media-picker-context";
import { messageOf } from "./remote-load";

type Outcome = { kind: "idle" } | { kind: "saved" } | { kind: "error"; message: string };

/**
 * The picture picked in the library: its alt text to write and save, the button that puts it in
 * the setting, and deleting it from the library (which the shop refuses, saying where, while a
 * published version uses it).
 */
export function MediaPickerDetails({
  library,
  item,
  onChanged,
  onRemoved,
  onChoose,
}: {
  library: MediaApi;
  item: MediaItem;
  onChanged: (item: MediaItem) => void;
  onRemoved: (id: string) => void;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const altId = useId();
  const [alt, setAlt] = useState(item.alt);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setOutcome({ kind: "idle" });
    try {
      await action();
    } catch (error) {
      setOutcome({ kind: "error", message: messageOf(t, error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="vc-media-details" aria-label={t("customizer.media.details")}>
      <img src={thumbnailUrl(item.url)} alt="" />
      <p className="vc-field__info">
        {t("customizer.media.size", { width: item.width, height: item.height })}
      </p>
      <label htmlFor={altId}>{t("customizer.media.alt")}</label>
      <textarea
        id={altId}
        value={alt}
        maxLength={MEDIA_LIMITS.altLength}
        rows={2}
        onChange={(event) => setAlt(event.target.value)}
      />
      <div className="vc-media-details__actions">
        <button
          type="button"
          disabled={busy || alt.trim() === item.alt}
          onClick={() =>
            void run(async () => {
              onChanged(await library.setAlt(item.id, alt));
              setOutcome({ kind: "saved" });
            })
          }
        >
          {t("customizer.media.saveAlt")}
        </button>
        <button type="button" className="vc-primary" disabled={busy} onClick={onChoose}>
          {t("customizer.media.use")}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await library.remove(item.id);
              onRemoved(item.id);
            })
          }
        >
          {t("customizer.media.delete")}
        </button>
      </div>
      <output>{outcome.kind === "saved" ? t("customizer.media.altSaved") : ""}</output>
      {outcome.kind === "error" ? (
        <p role="alert" className="vc-alert">
          {outcome.message}
        </p>
      ) : null}
    </section>
  );
}
