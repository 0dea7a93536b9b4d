import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useStorefront } from "@vitrine/sdk/react";
import { useTranslation } from "react-i18next";
import { SignupForm } from "./signup-form";

/** The `auth-signup` page: a new member account, then on to the tiers. */
export function SignupPage(_props: PageProps<"auth-signup">) {
  const { t } = useTranslation();
  const { navigate } = useStorefront();
  return (
    <section className="vt-auth">
      <h1>{t("membership.auth.signup.title")}</h1>
      <SignupForm
        submitLabel={t("membership.auth.signup.submit")}
        onSignedUp={() => navigate(routePath("membership-pricing"))}
      />
      <p>
        {t("membership.auth.signup.hasAccount")}{" "}
        <Link href={routePath("auth-login")}>{t("membership.auth.signup.login")}</Link>
      </p>
    </section>
  );
}
