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
  return (
    <fieldset className="vt-fieldset">
      <legend>{legend}</legend>
      <FormField
        autoComplete="shipping name"
        required
        {...form.field("shippingAddress.fullName", t("address.fullName"))}
      />
      <FormField
        autoComplete="shipping address-line1"
        required
        {...form.field("shippingAddress.line1", t("address.line1"))}
      />
      <FormField
        autoComplete="shipping address-line2"
        {...form.field("shippingAddress.line2", t("address.line2"))}
      />
      <div className="vt-form-row">
        <FormField
          autoComplete="shipping address-level2"
          required
          {...form.field("shippingAddress.city", t("address.city"))}
        />
        <FormField
          autoComplete="shipping address-level1"
          {...form.field("shippingAddress.region", t("address.region"))}
        />
      </div>
      <div className="vt-form-row">
        <FormField
          autoComplete="shipping postal-code"
          required
          {...form.field("shippingAddress.postalCode", t("address.postalCode"))}
        />
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
      <FormField
        type="tel"
        autoComplete="shipping tel"
        {...form.field("shippingAddress.phone", t("address.phone"))}
      />
    </fieldset>
  );
}
