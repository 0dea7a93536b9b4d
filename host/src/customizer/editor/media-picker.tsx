import type { ImageSetting, SettingValue } from "@vitrine/contract";
import { useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import "./media-picker.css";
import { MediaLibraryContext, thumbnailUrl } from "./media-picker-context";
import { MediaPickerDialog } from "./media-picker-dialog";
import { Field } from "./setting-control";

/**
 * An image setting: the chosen picture, a button that opens the shop's media library (choose,
 * upload, alt text) and one that removes the picture from the setting; an address can still be
 * typed, under "Use an address".
 */
export function MediaPicker({
  setting,
  value,
  onChange,
}: {
  setting: ImageSetting;
  value: SettingValue;
  onChange: (value: SettingValue) => void;
}) {
  const { t } = useTranslation();
  const library = useContext(MediaLibraryContext);
  const [open, setOpen] = useState(false);
  const url = typeof value === "string" && value !== "" ? value : null;
  return (
    <fieldset className="vc-media-picker">
      <legend>{setting.label}</legend>
      {url ? (
        <img
          className="vc-media-picker__preview"
          src={thumbnailUrl(url)}
          alt={t("customizer.media.chosen", { label: setting.label })}
        />
      ) : (
        <p className="vc-media-picker__none">{t("customizer.media.none")}</p>
      )}
      <div className="vc-media-picker__actions">
        {library ? (
          <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {t(url ? "customizer.media.change" : "customizer.media.choose")}
          </button>
        ) : null}
        {url ? (
          <button type="button" onClick={() => onChange(null)}>
            {t("customizer.media.remove")}
          </button>
        ) : null}
      </div>
      <details className="vc-media-picker__address" open={library === null}>
        <summary>{t("customizer.media.address")}</summary>
        <Field
          label={t("customizer.media.addressLabel", { label: setting.label })}
          info={setting.info ?? t("customizer.settings.imageInfo")}
          wide
        >
          {(id, describedBy) => (
            <input
              id={id}
              type="text"
              inputMode="url"
              aria-describedby={describedBy}
              value={url ?? ""}
              // An emptied field is no image, as the schema spells it.
              onChange={(event) => onChange(event.target.value.trim() || null)}
            />
          )}
        </Field>
      </details>
      {open && library ? (
        <MediaPickerDialog
          library={library}
          label={setting.label}
          chosenUrl={url}
          onChoose={(chosen) => {
            onChange(chosen);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </fieldset>
  );
}
