import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useStorefront } from "@vitrine/sdk/react";
import { Button, FormMessage, focusFirstInvalid, isEmail, useFormAction } from "@vitrine/theme-kit";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmailField } from "../../components/forms/account-fields";

/**
 * The `auth-forgot-password` page: asks for a reset link. The answer is the same whether or
 * not the email has an account, so the page never tells who is a member.
 */
export function ForgotPasswordPage(_props: PageProps<"auth-forgot-password">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(t("membership.form.invalidEmail"));
      action.reset();
      focusFirstInvalid(form.current);
      return;
    }
    setError(undefined);
    void action.run(
      () => api.membership.forgotPassword(email.trim()),
      t("membership.form.failed"),
      t("membership.auth.forgot.sent", { email: email.trim() }),
    );
  }

  return (
    <section className="vt-auth">
      <h1>{t("membership.auth.forgot.title")}</h1>
      <p>{t("membership.auth.forgot.intro")}</p>
      <form ref={form} className="vt-form" onSubmit={submit} noValidate>
        <EmailField value={email} onChange={setEmail} error={error} />
        <FormMessage action={action} />
        <Button type="submit" busy={action.busy}>
          {t("membership.auth.forgot.submit")}
        </Button>
      </form>
      <p>
        <Link href={routePath("auth-login")}>{t("membership.auth.forgot.back")}</Link>
      </p>
    </section>
  );
}
