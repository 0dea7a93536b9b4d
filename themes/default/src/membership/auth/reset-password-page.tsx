import { rules } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useStorefront } from "@vitrine/sdk/react";
import { Button, EmptyState } from "@vitrine/theme-kit";
import { FormMessage, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { PasswordField } from "../../components/forms/account-fields";

const resetForm = z.object({ password: rules.newPassword });

/** The `auth-reset-password` page (`?token=…`): a new password for the account of the emailed link. */
export function ResetPasswordPage({ search }: PageProps<"auth-reset-password">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const form = useSchemaForm(resetForm, { defaultValues: { password: "" } });
  const { action } = form;
  const token = search.token ?? "";

  if (token === "") {
    return (
      <section className="vt-auth">
        <h1>{t("membership.auth.reset.title")}</h1>
        <EmptyState
          title={t("membership.auth.reset.missingToken")}
          action={
            <Link className="vt-button vt-button--primary" href={routePath("auth-forgot-password")}>
              {t("membership.auth.reset.askAgain")}
            </Link>
          }
        />
      </section>
    );
  }

  const submit = form.onSubmit(
    ({ password }) => api.membership.resetPassword({ token, password }),
    t("membership.auth.reset.failed"),
    t("membership.auth.reset.done"),
  );

  return (
    <section className="vt-auth">
      <h1>{t("membership.auth.reset.title")}</h1>
      <form className="vt-form" onSubmit={submit} noValidate>
        <PasswordField
          form={form}
          name="password"
          purpose="new"
          label={t("membership.form.newPassword")}
        />
        <FormMessage action={action} />
        {action.done === undefined ? (
          <Button type="submit" busy={action.busy}>
            {t("membership.auth.reset.submit")}
          </Button>
        ) : (
          <Link className="vt-button vt-button--primary" href={routePath("auth-login")}>
            {t("membership.auth.login.title")}
          </Link>
        )}
      </form>
    </section>
  );
}
