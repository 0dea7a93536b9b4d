import { rules } from "@vitrine/contract";
import { RETURN_TO_QUERY, returnPath, routeOpensFor, routePath } from "@vitrine/sdk";
import { Link, type PageProps, useAuth, useShop, useStorefront } from "@vitrine/sdk/react";
import { Button } from "@vitrine/theme-kit";
import { FormMessage, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { EmailField, PasswordField } from "../../components/forms/account-fields";

const loginForm = z.object({ email: rules.email, password: rules.password });

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
  // A private membership takes no sign-ups: its members are let in by its creator.
  const { membershipSettings } = useShop().state;
  const signupOffered = routeOpensFor("auth-signup", { membershipSettings, user: null });
  const form = useSchemaForm(loginForm, { defaultValues: { email: "", password: "" } });
  const submit = form.onSubmit(async (values) => {
    const user = await login(values);
    if (user === null) return;
    const back = returnPath(new URLSearchParams(window.location.search).get(RETURN_TO_QUERY));
    if (back !== null) window.location.assign(back);
    else navigate(routePath(user.type === "CREATOR" ? "creator-profile" : "membership-posts"));
  }, t("membership.auth.login.failed"));

  return (
    <section className="vt-auth">
      <h1>{t("membership.auth.login.title")}</h1>
      <form className="vt-form" onSubmit={submit} noValidate>
        <EmailField form={form} />
        <PasswordField form={form} name="password" purpose="current" />
        <FormMessage action={form.action} />
        <Button type="submit" busy={form.action.busy}>
          {form.action.busy
            ? t("membership.auth.login.submitting")
            : t("membership.auth.login.submit")}
        </Button>
      </form>
      <p>
        <Link href={routePath("auth-forgot-password")}>{t("membership.auth.login.forgot")}</Link>
      </p>
      {signupOffered ? (
        <p>
          {t("membership.auth.login.noAccount")}{" "}
          <Link href={routePath("auth-signup")}>{t("membership.auth.login.signup")}</Link>
        </p>
      ) : null}
    </section>
  );
}
