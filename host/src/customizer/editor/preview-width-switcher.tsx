import { useTranslation } from "react-i18next";

/** The preview's widths: a phone, a tablet, or the whole space beside the panel. */
export const PREVIEW_WIDTHS = [
  { id: "phone", width: "390px" },
  { id: "tablet", width: "768px" },
  { id: "desktop", width: "100%" },
] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number]["id"];

/**
 * The frame's width as a CSS length.
 *
 * @example
 * previewWidth("phone") // → "390px"
 */
export function previewWidth(id: PreviewWidth): string {
  return PREVIEW_WIDTHS.find((item) => item.id === id)?.width ?? "100%";
}

/** A labelled radio group: Phone (390 px), Tablet (768 px), Desktop. */
export function PreviewWidthSwitcher({
  value,
  onChange,
}: {
  value: PreviewWidth;
  onChange: (width: PreviewWidth) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="vc-widths">
      <legend>{t("customizer.widths.legend")}</legend>
      {PREVIEW_WIDTHS.map((item) => (
        <label key={item.id}>
          <input
            type="radio"
            name="vc-preview-width"
            value={item.id}
            checked={value === item.id}
            onChange={() => onChange(item.id)}
          />
          {item.id === "desktop"
            ? t("customizer.widths.desktop")
            : t("customizer.widths.sized", {
                label: t(`customizer.widths.${item.id}`),
                width: Number.parseInt(item.width, 10),
              })}
        </label>
      ))}
    </fieldset>
  );
}
