import { RETURN_TO_QUERY, returnPath, routePath } from "@vitrine/sdk";
import { Link, type PageProps, useAuth, useStorefront } from "@vitrine/sdk/react";
import { Button, FormMessage, focusFirstInvalid, isEmail, useFormAction } from "@vitrine/theme-kit";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmailField, PasswordField } from "../../components/forms/account-fields";

/**
 * The `auth-login` page: email and password. The SDK's login asks `creator/check` which login the
 * email uses, so members and the creator share this one form. A `?returnTo=` path (the customizer
 * sends signed-out owners here with `/customize`) is where the browser goes once logged in, by a
 * whole page load, since it may be a page outside the storefront; `returnPath` keeps it on this
 * origin.
 */
export function LoginPage(_props: PageProps<"auth-login">) {
  const { t } = useTranslation();
  const { login } = useAuth();
  const { navigate } = useStorefront();
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      email: isEmail(email) ? undefined : t("membership.form.invalidEmail"),
      password:
        password === ""
          ? t("membership.form.emptyField", { field: t("membership.form.password") })
          : undefined,
    };
    setErrors(found);
    if (found.email || found.password) {
      action.reset();
      focusFirstInvalid(form.current);
      return;
    }
    void action.run(async () => {
      const user = await login({ email: email.trim(), password });
      if (user === null) return;
      const back = returnPath(new URLSearchParams(window.location.search).get(RETURN_TO_QUERY));
      if (back !== null) window.location.assign(back);
      else navigate(routePath(user.type === "CREATOR" ? "creator-profile" : "membership-posts"));
    }, t("membership.auth.login.failed"));
  }

  return (
    <section className="vt-auth">
      <h1>{t("membership.auth.login.title")}</h1>
      <form ref={form} className="vt-form" onSubmit={submit} noValidate>
        <EmailField value={email} onChange={setEmail} error={errors.email} />
        <PasswordField
          purpose="current"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <FormMessage action={action} />
        <Button type="submit" busy={action.busy}>
          {action.busy ? t("membership.auth.login.submitting") : t("membership.auth.login.submit")}
        </Button>
      </form>
      <p>
        <Link href={routePath("auth-forgot-password")}>{t("membership.auth.login.forgot")}</Link>
      </p>
      <p>
        {t("membership.auth.login.noAccount")}{" "}
        <Link href={routePath("auth-signup")}>{t("membership.auth.login.signup")}</Link>
      </p>
    </section>
  );
}
