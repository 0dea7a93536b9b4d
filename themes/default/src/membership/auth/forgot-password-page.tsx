import { rules } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useStorefront } from "@vitrine/sdk/react";
import { Button } from "@vitrine/theme-kit";
import { FormMessage, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { EmailField } from "../../components/forms/account-fields";

const forgotForm = z.object({ email: rules.email });

/**
 * The `auth-forgot-password` page: asks for a reset link. The answer is the same whether or
 * not the email has an account, so the page never tells who is a member.
 */
export function ForgotPasswordPage(_props: PageProps<"auth-forgot-password">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const form = useSchemaForm(forgotForm, { defaultValues: { email: "" } });
  const email = form.form.watch("email").trim();
  const submit = form.onSubmit(
    (values) => api.membership.forgotPassword(values.email),
    t("membership.form.failed"),
    t("membership.auth.forgot.sent", { email }),
  );

  return (
    <section className="vt-auth">
      <h1>{t("membership.auth.forgot.title")}</h1>
      <p>{t("membership.auth.forgot.intro")}</p>
      <form className="vt-form" onSubmit={submit} noValidate>
        <EmailField form={form} />
        <FormMessage action={form.action} />
        <Button type="submit" busy={form.action.busy}>
          {t("membership.auth.forgot.submit")}
        </Button>
      </form>
      <p>
        <Link href={routePath("auth-login")}>{t("membership.auth.forgot.back")}</Link>
      </p>
    </section>
  );
}
