import { THEMES_API_PATH } from "@vitrine/contract";
import { useTranslation } from "react-i18next";
import "./preview-bar.css";

/** Ends the preview: the shop API clears the cookie and sends the browser home. */
export const PREVIEW_STOP_PATH = `${THEMES_API_PATH}/preview/stop`;

/**
 * The creator's reminder that this browser shows the theme on their computer, not the live one,
 * with the way out. The host draws it (above every page, like the admin bar), so a theme under
 * development cannot hide or restyle it by accident.
 */
export function PreviewBar({ handle }: { handle: string }) {
  const { t } = useTranslation();
  return (
    <aside className="vt-preview-bar" aria-label={t("host.preview.label")}>
      <span>{t("host.preview.previewing", { handle })}</span>
      {" · "}
      <a href={PREVIEW_STOP_PATH}>{t("host.preview.exit")}</a>
    </aside>
  );
}
