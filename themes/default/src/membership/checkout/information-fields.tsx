import {
  type CheckoutInformation,
  FULL_NAME_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  rules,
  type User,
} from "@vitrine/contract";
import { type BoundField, EmailField, FormField } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";

/** The checkout's details as the membership checkout takes them: the country as its ISO code. */
export const checkoutInformation = z.object({
  email: rules.email,
  fullName: rules.requiredText(FULL_NAME_MAX_LENGTH),
  country: rules.countryCode,
  postalCode: rules.requiredText(POSTAL_CODE_MAX_LENGTH),
});

/** A form whose values hold the details under `information`. */
type InformationForm = {
  field(
    name: `information.${keyof CheckoutInformation}`,
    label: string,
    message?: string,
  ): BoundField;
};

/**
 * The details to start from: what the checkout holds, else what the member's account says.
 *
 * @example
 * informationValues(null, member) // { email: member.email, fullName: member.displayName, country: "", postalCode: "" }
 */
export function informationValues(
  saved: CheckoutInformation | null,
  user: User | null,
): CheckoutInformation {
  return (
    saved ?? {
      email: user?.email ?? "",
      fullName: user?.displayName ?? "",
      country: "",
      postalCode: "",
    }
  );
}

/** Email, full name, country and postal code, with the browser's autofill names. */
export function InformationFields({ form }: { form: InformationForm }) {
  const { t } = useTranslation();
  return (
    <fieldset className="vt-fieldset">
      <legend>{t("membership.checkout.information")}</legend>
      <EmailField form={form} name="information.email" label={t("membership.form.email")} />
      <FormField
        autoComplete="name"
        required
        maxLength={FULL_NAME_MAX_LENGTH}
        {...form.field("information.fullName", t("membership.checkout.fullName"))}
      />
      <div className="vt-form-row">
        <FormField
          autoComplete="country"
          required
          maxLength={2}
          {...form.field(
            "information.country",
            t("membership.checkout.country"),
            t("membership.checkout.countryInvalid"),
          )}
        />
        <FormField
          autoComplete="postal-code"
          required
          maxLength={POSTAL_CODE_MAX_LENGTH}
          {...form.field("information.postalCode", t("membership.checkout.postalCode"))}
        />
      </div>
    </fieldset>
  );
}
