import { readSession, routePath } from "@vitrine/sdk";
import { Link, type PageProps, useAuth, useStorefront } from "@vitrine/sdk/react";
import { EmptyState, LoadingState } from "@vitrine/theme-kit";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { BareLayout } from "../../layout/site-layout";

/**
 * The `auth-verify` page (`?token=…`, no layout): a sign-in link from an email. A token that reads
 * as a live session is kept and the profile loads (a refused one sends the user to login, as any
 * failed profile load does); anything else says the link is broken.
 */
export function VerifyPage({ search }: PageProps<"auth-verify">) {
  const { t } = useTranslation();
  const { session, navigate } = useStorefront();
  const { loadProfile } = useAuth();
  const token = search.token ?? "";
  const valid = readSession(token).loggedIn;
  useEffect(() => {
    if (!valid) return;
    session.setToken(token);
    void loadProfile().then((user) => {
      if (user !== null) navigate(routePath("membership-posts"), { replace: true });
    });
  }, [valid, token, session, loadProfile, navigate]);
  return (
    <BareLayout>
      <div className="vt-page-width vt-auth">
        {valid ? (
          <LoadingState label={t("membership.auth.verify.title")}>
            <h1>{t("membership.auth.verify.title")}</h1>
          </LoadingState>
        ) : (
          <>
            <h1>{t("membership.auth.verify.brokenTitle")}</h1>
            <EmptyState
              title={t("membership.auth.verify.missingToken")}
              action={
                <Link className="vt-button vt-button--primary" href={routePath("auth-login")}>
                  {t("membership.auth.verify.login")}
                </Link>
              }
            />
          </>
        )}
      </div>
    </BareLayout>
  );
}
