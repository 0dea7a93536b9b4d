import { routePath, seesMembership } from "@vitrine/sdk";
import { Link, useShop } from "@vitrine/sdk/react";
import { useSchemeStyle } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";
import { useUser } from "../membership/components/use-user";

/** The shop's footer, in the second colour scheme: secondary links and the copyright line. */
export function Footer() {
  const { t } = useTranslation();
  const { state } = useShop();
  const shopName = state.shop?.name ?? "";
  const membershipShown = seesMembership(state.membershipSettings, useUser());
  return (
    <footer className="vt-footer vt-scheme" style={useSchemeStyle(1)}>
      <div className="vt-page-width vt-footer__inner">
        <nav aria-label={t("layout.footerNavigation")}>
          <ul>
            <li>
              <Link href={routePath("collections")}>{t("layout.collections")}</Link>
            </li>
            <li>
              <Link href={routePath("products")}>{t("layout.products")}</Link>
            </li>
            {membershipShown ? (
              <li>
                <Link href={routePath("membership-pricing")}>{t("layout.membership")}</Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <p>{t("layout.copyright", { year: new Date().getFullYear(), shop: shopName })}</p>
      </div>
    </footer>
  );
}
