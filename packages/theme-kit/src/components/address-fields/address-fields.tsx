import type { ShippingAddress } from "@vitrine/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../forms/form-field";

/** Countries the shop ships to, by ISO code; names come from the browser in the page's language. */
export const SHIPPING_COUNTRIES = ["US", "CA", "GB", "FR", "DE", "NL", "AU", "JP"] as const;

/** The fields a shopper must fill in. */
const REQUIRED = ["fullName", "line1", "city", "postalCode", "country"] as const;
export type AddressErrors = Partial<Record<(typeof REQUIRED)[number], "required">>;

/** An address with nothing typed yet, shipping to the United States. */
export const EMPTY_ADDRESS: ShippingAddress = {
  fullName: "",
  line1: "",
  line2: "",
  city: "",
  region: "",
  postalCode: "",
  country: "US",
  phone: "",
};

/**
 * Which required fields of `address` are blank (spaces count as blank).
 *
 * @example
 * addressErrors({ ...EMPTY_ADDRESS, fullName: "Ada", line1: " " })
 * // { line1: "required", city: "required", postalCode: "required" }
 */
export function addressErrors(address: ShippingAddress): AddressErrors {
  return Object.fromEntries(
    REQUIRED.filter((field) => !address[field]?.trim()).map((field) => [field, "required"]),
  );
}

/**
 * The address as the API takes it: trimmed, optional fields left out when blank.
 *
 * @example
 * cleanAddress({ ...EMPTY_ADDRESS, fullName: " Ada " }).fullName // "Ada"; no line2, region, phone
 */
export function cleanAddress(address: ShippingAddress): ShippingAddress {
  const entries = Object.entries(address).flatMap(([key, value]) =>
    typeof value === "string" && value.trim() !== "" ? [[key, value.trim()]] : [],
  );
  return Object.fromEntries(entries) as unknown as ShippingAddress;
}

/**
 * A shipping address fieldset with the browser's address autofill (`autocomplete` on every
 * field), each error tied to its field.
 */
export function AddressFields({
  legend,
  value,
  errors,
  onChange,
}: {
  legend: string;
  value: ShippingAddress;
  errors: AddressErrors;
  onChange: (address: ShippingAddress) => void;
}) {
  const { t, i18n } = useTranslation();
  const countryId = useId();
  const countryNames = new Intl.DisplayNames([i18n.language], { type: "region" });
  const field = (name: keyof ShippingAddress) => ({
    name,
    value: value[name] ?? "",
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...value, [name]: event.target.value }),
  });
  const required = (name: keyof AddressErrors, label: string) =>
    errors[name] ? t("address.required", { field: label }) : undefined;
  return (
    <fieldset className="vt-fieldset">
      <legend>{legend}</legend>
      <FormField
        label={t("address.fullName")}
        autoComplete="shipping name"
        required
        error={required("fullName", t("address.fullName"))}
        {...field("fullName")}
      />
      <FormField
        label={t("address.line1")}
        autoComplete="shipping address-line1"
        required
        error={required("line1", t("address.line1"))}
        {...field("line1")}
      />
      <FormField
        label={t("address.line2")}
        autoComplete="shipping address-line2"
        {...field("line2")}
      />
      <div className="vt-form-row">
        <FormField
          label={t("address.city")}
          autoComplete="shipping address-level2"
          required
          error={required("city", t("address.city"))}
          {...field("city")}
        />
        <FormField
          label={t("address.region")}
          autoComplete="shipping address-level1"
          {...field("region")}
        />
      </div>
      <div className="vt-form-row">
        <FormField
          label={t("address.postalCode")}
          autoComplete="shipping postal-code"
          required
          error={required("postalCode", t("address.postalCode"))}
          {...field("postalCode")}
        />
        <div className="vt-form-field">
          <label htmlFor={countryId}>{t("address.country")}</label>
          <select
            id={countryId}
            className="vt-select"
            autoComplete="shipping country"
            required
            {...field("country")}
          >
            {SHIPPING_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryNames.of(code) ?? code}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormField
        label={t("address.phone")}
        type="tel"
        autoComplete="shipping tel"
        {...field("phone")}
      />
    </fieldset>
  );
}
