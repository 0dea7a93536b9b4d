import { routePath } from "@vitrine/sdk";
import { Link, type PageProps, useStorefront } from "@vitrine/sdk/react";
import {
  Button,
  EmptyState,
  FormMessage,
  focusFirstInvalid,
  MIN_PASSWORD_LENGTH,
  useFormAction,
} from "@vitrine/theme-kit";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../components/forms/account-fields";

/** The `auth-reset-password` page (`?token=…`): a new password for the account of the emailed link. */
export function ResetPasswordPage({ search }: PageProps<"auth-reset-password">) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(t("membership.form.passwordTooShort", { count: MIN_PASSWORD_LENGTH }));
      action.reset();
      focusFirstInvalid(form.current);
      return;
    }
    setError(undefined);
    void action.run(
      () => api.membership.resetPassword({ token, password }),
      t("membership.auth.reset.failed"),
      t("membership.auth.reset.done"),
    );
  }

  return (
    <section className="vt-auth">
      <h1>{t("membership.auth.reset.title")}</h1>
      <form ref={form} className="vt-form" onSubmit={submit} noValidate>
        <PasswordField
          purpose="new"
          label={t("membership.form.newPassword")}
          value={password}
          onChange={setPassword}
          error={error}
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
