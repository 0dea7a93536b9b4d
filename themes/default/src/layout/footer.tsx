import { routePath } from "@vitrine/sdk";
import { useShop } from "@vitrine/sdk/react";
import { useSchemeStyle } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

/** The shop's footer, in the second colour scheme: secondary links and the copyright line. */
export function Footer() {
  const { t } = useTranslation();
  const { state } = useShop();
  const shopName = state.shop?.name ?? "";
  const membershipOn = state.membershipSettings?.enabled === true;
  return (
    <footer className="vt-footer vt-scheme" style={useSchemeStyle(1)}>
      <div className="vt-page-width vt-footer__inner">
        <nav aria-label={t("layout.footerNavigation")}>
          <ul>
            <li>
              <a href={routePath("collections")}>{t("layout.collections")}</a>
            </li>
            <li>
              <a href={routePath("products")}>{t("layout.products")}</a>
            </li>
            {membershipOn ? (
              <li>
                <a href={routePath("membership-pricing")}>{t("layout.membership")}</a>
              </li>
            ) : null}
          </ul>
        </nav>
        <p>{t("layout.copyright", { year: new Date().getFullYear(), shop: shopName })}</p>
      </div>
    </footer>
  );
}
