import { MIN_PASSWORD_LENGTH } from "@vitrine/contract";
import { type BoundField, FormField, EmailField as KitEmailField } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";

/** A `useSchemaForm` form with a field called `Name`. */
interface FormWith<Name extends string> {
  field(name: Name, label: string): BoundField;
}

/** The email field of every account form (login, signup, forgot password): one label, one autofill. */
export function EmailField({ form }: { form: FormWith<"email"> }) {
  const { t } = useTranslation();
  return <KitEmailField form={form} name="email" label={t("membership.form.email")} />;
}

interface PasswordFieldProps<Name extends string> {
  form: FormWith<Name>;
  /** The field's name in the form's schema. */
  name: Name;
  /**
   * `current` asks for the password the member has, for the browser to fill in; `new` lets them
   * choose one, for the browser to suggest, with the length rule said before they type.
   */
  purpose: "current" | "new";
  /** Defaults to "Password". */
  label?: string;
}

/** A password field of an account form: login, signup, reset, and the profile's change. */
export function PasswordField<Name extends string>({
  form,
  name,
  purpose,
  label,
}: PasswordFieldProps<Name>) {
  const { t } = useTranslation();
  return (
    <FormField
      type="password"
      autoComplete={purpose === "current" ? "current-password" : "new-password"}
      required
      hint={
        purpose === "new"
          ? t("membership.form.passwordTooShort", { count: MIN_PASSWORD_LENGTH })
          : undefined
      }
      {...form.field(name, label ?? t("membership.form.password"))}
    />
  );
}
