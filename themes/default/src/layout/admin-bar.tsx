import { useShop } from "@vitrine/sdk/react";
import { useSchemeStyle } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

/**
 * The shop owner's bar (spec §2: shown when `app.showAdminBar` is set), above everything else.
 * The host renders it once above every page, layouts and layout-less pages alike; layouts do not.
 */
export function AdminBar() {
  const { t } = useTranslation();
  const { state } = useShop();
  const style = useSchemeStyle(1);
  if (!state.app.showAdminBar) return null;
  // The platform serves the customize page on the customizer's own origin.
  const customizer = state.app.customizerOrigin
    ? new URL("/customize", state.app.customizerOrigin).href
    : null;
  return (
    <aside className="vt-admin-bar vt-scheme" style={style} aria-label={t("layout.adminBar.label")}>
      <span>{t("layout.adminBar.viewingAsOwner")}</span>
      {customizer ? <a href={customizer}>{t("layout.adminBar.customize")}</a> : null}
    </aside>
  );
}
