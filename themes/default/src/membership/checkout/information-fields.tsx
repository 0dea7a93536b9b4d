import type { CheckoutInformation, User } from "@vitrine/contract";
import { FormField, isEmail } from "@vitrine/theme-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type InformationErrors = Partial<Record<keyof CheckoutInformation, string>>;

export interface InformationFieldsState {
  values: CheckoutInformation;
  errors: InformationErrors;
  change(field: keyof CheckoutInformation, value: string): void;
  /** The details when complete; otherwise shows what is missing and returns undefined. */
  validate(): CheckoutInformation | undefined;
}

/** The checkout's details, started from what the checkout or the member already holds. */
export function useInformationFields(
  saved: CheckoutInformation | null,
  user: User | null,
): InformationFieldsState {
  const { t } = useTranslation();
  const [values, setValues] = useState<CheckoutInformation>(
    saved ?? {
      email: user?.email ?? "",
      fullName: user?.displayName ?? "",
      country: "",
      postalCode: "",
    },
  );
  const [errors, setErrors] = useState<InformationErrors>({});
  const empty = (field: string) => t("membership.form.emptyField", { field: field.toLowerCase() });
  return {
    values,
    errors,
    change(field, value) {
      setValues((current) => ({ ...current, [field]: value }));
    },
    validate() {
      const found: InformationErrors = {};
      if (!isEmail(values.email)) found.email = t("membership.form.invalidEmail");
      if (values.fullName.trim() === "") found.fullName = empty(t("membership.checkout.fullName"));
      if (values.country.trim() === "") found.country = empty(t("membership.checkout.country"));
      if (values.postalCode.trim() === "") {
        found.postalCode = empty(t("membership.checkout.postalCode"));
      }
      setErrors(found);
      return Object.keys(found).length === 0 ? values : undefined;
    },
  };
}

/** Email, full name, country and postal code, with the browser's autofill names. */
export function InformationFields({ information }: { information: InformationFieldsState }) {
  const { t } = useTranslation();
  const field = (
    name: keyof CheckoutInformation,
    label: string,
    autoComplete: string,
    type = "text",
  ) => (
    <FormField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required
      value={information.values[name]}
      onChange={(event) => information.change(name, event.target.value)}
      error={information.errors[name]}
    />
  );
  return (
    <fieldset className="vt-fieldset">
      <legend>{t("membership.checkout.information")}</legend>
      {field("email", t("membership.form.email"), "email", "email")}
      {field("fullName", t("membership.checkout.fullName"), "name")}
      <div className="vt-form-row">
        {field("country", t("membership.checkout.country"), "country-name")}
        {field("postalCode", t("membership.checkout.postalCode"), "postal-code")}
      </div>
    </fieldset>
  );
}
