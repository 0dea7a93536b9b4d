import { DISPLAY_NAME_MAX_LENGTH, rules } from "@vitrine/contract";
import { useAuth } from "@vitrine/sdk/react";
import { Button } from "@vitrine/theme-kit";
import { FormField, FormMessage, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { EmailField, PasswordField } from "../../components/forms/account-fields";

const signupForm = z.object({
  displayName: rules.displayName,
  email: rules.email,
  password: rules.newPassword,
});

/**
 * Display name, email and password; signs the member up and in at once, then hands over to
 * `onSignedUp` (the signup page goes to pricing, complete-account back to its checkout).
 */
export function SignupForm({
  submitLabel,
  onSignedUp,
}: {
  submitLabel: string;
  onSignedUp: () => void;
}) {
  const { t } = useTranslation();
  const { signup } = useAuth();
  const form = useSchemaForm(signupForm, {
    defaultValues: { displayName: "", email: "", password: "" },
  });
  const submit = form.onSubmit(async (values) => {
    const user = await signup(values);
    if (user !== null) onSignedUp();
  }, t("membership.auth.signup.failed"));

  return (
    <form className="vt-form" onSubmit={submit} noValidate>
      <FormField
        autoComplete="nickname"
        required
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        {...form.field("displayName", t("membership.form.displayName"))}
      />
      <EmailField form={form} />
      <PasswordField form={form} name="password" purpose="new" />
      <FormMessage action={form.action} />
      <Button type="submit" busy={form.action.busy}>
        {form.action.busy ? t("membership.auth.signup.submitting") : submitLabel}
      </Button>
    </form>
  );
}
