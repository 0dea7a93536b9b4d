import type { PageProps } from "@vitrine/sdk/react";
import { useAuth } from "@vitrine/sdk/react";
import { LoadingState } from "@vitrine/theme-kit";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { BareLayout } from "../../layout/site-layout";

/** The `auth-logout` page (no layout): ends the session, then the store goes to login. */
export function LogoutPage(_props: PageProps<"auth-logout">) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  useEffect(() => {
    void logout();
  }, [logout]);
  return (
    <BareLayout>
      <div className="vt-page-width vt-auth">
        <LoadingState label={t("membership.auth.logout.title")}>
          <p>{t("membership.auth.logout.title")}</p>
        </LoadingState>
      </div>
    </BareLayout>
  );
}
