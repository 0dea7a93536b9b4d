import type { rules, ShippingAddress } from "@vitrine/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { FormField } from "../forms/form-field";
import type { SchemaForm } from "../forms/use-schema-form";

/** Countries the shop ships to, by ISO code; names come from the browser in the page's language. */
export const SHIPPING_COUNTRIES = ["US", "CA", "GB", "FR", "DE", "NL", "AU", "JP"] as const;

/** An address with nothing typed yet, shipping to the United States. */
export const EMPTY_ADDRESS: z.input<typeof rules.shippingAddress> = {
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
 * The address as the API takes it: optional fields left out when blank.
 *
 * @example
 * cleanAddress({ ...EMPTY_ADDRESS, fullName: "Ada" }) // no line2, region, phone
 */
export function cleanAddress(address: ShippingAddress): ShippingAddress {
  const entries = Object.entries(address).filter(([, value]) => value !== "");
  return Object.fromEntries(entries) as unknown as ShippingAddress;
}

type AddressLine = keyof z.input<typeof rules.shippingAddress>;

/** A form whose values hold a shipping address under `shippingAddress`. */
type AddressForm = Pick<
  SchemaForm<z.ZodMiniObject<{ shippingAddress: typeof rules.shippingAddress }>>,
  "field"
>;

/**
 * A shipping address fieldset of a `useSchemaForm` form, with the browser's address autofill
 * (`autocomplete` on every field), each error tied to its field.
 */
export function AddressFields({ legend, form }: { legend: string; form: AddressForm }) {
  const { t, i18n } = useTranslation();
  const countryId = useId();
  const countryNames = new Intl.DisplayNames([i18n.language], { type: "region" });
  const country = form.field("shippingAddress.country", t("address.country"));
  // Each line's label is `address.<name>`, its autofill `shipping <token>`.
  const line = (name: Exclude<AddressLine, "country">, token: string, required: boolean) => (
    <FormField
      autoComplete={`shipping ${token}`}
      required={required}
      {...(name === "phone" ? { type: "tel" } : {})}
      {...form.field(`shippingAddress.${name}`, t(`address.${name}`))}
    />
  );
  return (
    <fieldset className="vt-fieldset">
      <legend>{legend}</legend>
      {line("fullName", "name", true)}
      {line("line1", "address-line1", true)}
      {line("line2", "address-line2", false)}
      <div className="vt-form-row">
        {line("city", "address-level2", true)}
        {line("region", "address-level1", false)}
      </div>
      <div className="vt-form-row">
        {line("postalCode", "postal-code", true)}
        <div className="vt-form-field">
          <label htmlFor={countryId}>{country.label}</label>
          <select
            id={countryId}
            ref={country.inputRef}
            name={country.name}
            onChange={country.onChange}
            onBlur={country.onBlur}
            className="vt-select"
            autoComplete="shipping country"
            required
          >
            {SHIPPING_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryNames.of(code) ?? code}
              </option>
            ))}
          </select>
        </div>
      </div>
      {line("phone", "tel", false)}
    </fieldset>
  );
}
