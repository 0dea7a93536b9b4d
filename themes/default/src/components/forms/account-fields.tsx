import { FormField, MIN_PASSWORD_LENGTH } from "@vitrine/theme-kit";
import { useTranslation } from "react-i18next";

interface AccountFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The email field of every account form (login, signup, forgot password): one label, one autofill. */
export function EmailField({ value, onChange, error }: AccountFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t("membership.form.email")}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

interface PasswordFieldProps extends AccountFieldProps {
  /**
   * `current` asks for the password the member has, for the browser to fill in; `new` lets them
   * choose one, for the browser to suggest, with the length rule said before they type.
   */
  purpose: "current" | "new";
  /** Defaults to "Password". */
  label?: string;
  /** Defaults to `password`. */
  name?: string;
}

/** A password field of an account form: login, signup, reset, and the profile's change. */
export function PasswordField({
  purpose,
  label,
  name = "password",
  value,
  onChange,
  error,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={label ?? t("membership.form.password")}
      type="password"
      name={name}
      autoComplete={purpose === "current" ? "current-password" : "new-password"}
      required
      hint={
        purpose === "new"
          ? t("membership.form.passwordTooShort", { count: MIN_PASSWORD_LENGTH })
          : undefined
      }
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
