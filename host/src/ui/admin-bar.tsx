import { useTranslation } from "react-i18next";
import "./admin-bar.css";

/** Where the owner customizes the theme; the demo's customize page. */
export const CUSTOMIZE_PAGE_PATH = "/customize.html";

/** The slim bar a shop owner sees on their own shop (`app.showAdminBar`, spec §2). */
export function AdminBar() {
  const { t } = useTranslation();
  return (
    <aside className="vh-admin-bar" aria-label={t("host.adminBar.label")}>
      <span>{t("host.adminBar.viewingAsOwner")}</span>
      <a href={CUSTOMIZE_PAGE_PATH}>{t("host.adminBar.customize")}</a>
    </aside>
  );
}
