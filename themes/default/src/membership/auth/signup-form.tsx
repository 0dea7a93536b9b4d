import { useAuth } from "@vitrine/sdk/react";
import {
  Button,
  FormField,
  FormMessage,
  focusFirstInvalid,
  isEmail,
  MIN_PASSWORD_LENGTH,
  useFormAction,
} from "@vitrine/theme-kit";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmailField, PasswordField } from "../../components/forms/account-fields";

type SignupErrors = { displayName?: string; email?: string; password?: string };

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
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const [displayName, setDisplayName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<SignupErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: SignupErrors = {
      displayName:
        displayName.trim() === ""
          ? t("membership.form.emptyField", { field: t("membership.form.displayName") })
          : undefined,
      email: isEmail(email) ? undefined : t("membership.form.invalidEmail"),
      password:
        password.length < MIN_PASSWORD_LENGTH
          ? t("membership.form.passwordTooShort", { count: MIN_PASSWORD_LENGTH })
          : undefined,
    };
    setErrors(found);
    if (found.displayName || found.email || found.password) {
      action.reset();
      focusFirstInvalid(form.current);
      return;
    }
    void action.run(async () => {
      const user = await signup({ displayName: displayName.trim(), email: email.trim(), password });
      if (user !== null) onSignedUp();
    }, t("membership.auth.signup.failed"));
  }

  return (
    <form ref={form} className="vt-form" onSubmit={submit} noValidate>
      <FormField
        label={t("membership.form.displayName")}
        name="displayName"
        autoComplete="nickname"
        required
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
        error={errors.displayName}
      />
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <PasswordField
        purpose="new"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <FormMessage action={action} />
      <Button type="submit" busy={action.busy}>
        {action.busy ? t("membership.auth.signup.submitting") : submitLabel}
      </Button>
    </form>
  );
}
