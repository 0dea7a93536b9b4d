import { routePath } from "@vitrine/sdk";
import { type PageProps, useStorefront } from "@vitrine/sdk/react";
import { useTranslation } from "react-i18next";
import { SignupForm } from "./signup-form";

/**
 * The `membership-complete-account` page: a visitor who came from an upsell
 * creates their account, then continues the checkout it belongs to.
 */
export function CompleteAccountPage({ params }: PageProps<"membership-complete-account">) {
  const { t } = useTranslation();
  const { navigate } = useStorefront();
  return (
    <section className="vt-auth">
      <h1>{t("membership.auth.completeAccount.title")}</h1>
      <p>{t("membership.auth.completeAccount.intro")}</p>
      <SignupForm
        submitLabel={t("membership.auth.completeAccount.submit")}
        onSignedUp={() =>
          navigate(routePath("membership-checkout-message", { checkoutId: params.checkoutId }))
        }
      />
    </section>
  );
}
