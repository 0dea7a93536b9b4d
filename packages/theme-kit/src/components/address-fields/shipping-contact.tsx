import type { ShippingAddress } from "@vitrine/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../forms/form-field";
import { isEmail } from "../forms/validation";
import { AddressFields, addressErrors, cleanAddress, EMPTY_ADDRESS } from "./address-fields";

/** Where an order ships and who hears about it, as the shop API takes them. */
export interface ShippingContact {
  email: string;
  shippingAddress: ShippingAddress;
}

export interface ShippingContactForm {
  email: string;
  setEmail(email: string): void;
  address: ShippingAddress;
  setAddress(address: ShippingAddress): void;
  /** Errors show only once the shopper has tried to submit. */
  submitted: boolean;
  /** Marks the form submitted; the cleaned contact when every field is valid, else `null`. */
  validate(): ShippingContact | null;
}

/**
 * The state of an email-and-address form, shared by the checkout and the Twitch gift redemption.
 *
 * @example
 * const contact = useShippingContact({ email: checkout.email });
 * const valid = contact.validate(); // null → focus the first invalid field
 */
export function useShippingContact(initial: {
  email?: string | null;
  address?: Partial<ShippingAddress> | null;
}): ShippingContactForm {
  const [email, setEmail] = useState(initial.email ?? "");
  const [address, setAddress] = useState<ShippingAddress>({ ...EMPTY_ADDRESS, ...initial.address });
  const [submitted, setSubmitted] = useState(false);
  return {
    email,
    setEmail,
    address,
    setAddress,
    submitted,
    validate() {
      setSubmitted(true);
      if (!isEmail(email) || Object.keys(addressErrors(address)).length > 0) return null;
      return { email: email.trim(), shippingAddress: cleanAddress(address) };
    },
  };
}

/** The email field and the address fieldset of a `useShippingContact` form. */
export function ShippingContactFields({ contact }: { contact: ShippingContactForm }) {
  const { t } = useTranslation();
  const { email, address, submitted } = contact;
  return (
    <>
      <FormField
        label={t("checkout.information.email")}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => contact.setEmail(event.target.value)}
        error={submitted && !isEmail(email) ? t("checkout.information.emailInvalid") : undefined}
      />
      <AddressFields
        legend={t("checkout.information.address")}
        value={address}
        errors={submitted ? addressErrors(address) : {}}
        onChange={contact.setAddress}
      />
    </>
  );
}
