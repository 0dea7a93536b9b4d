import { rules } from "@vitrine/contract";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { EmailField } from "../forms/email-field";
import type { SchemaForm } from "../forms/use-schema-form";
import { AddressFields, cleanAddress, EMPTY_ADDRESS } from "./address-fields";

/**
 * Where an order ships and who hears about it, checked with the contract's rules and given as the
 * shop API takes them (blank optional lines left out); the checkout and the Twitch gift redemption
 * both send it.
 */
export const shippingContact = z.pipe(
  z.object({ email: rules.email, shippingAddress: rules.shippingAddress }),
  z.transform((contact) => ({
    ...contact,
    shippingAddress: cleanAddress(contact.shippingAddress),
  })),
);
export type ShippingContact = z.output<typeof shippingContact>;

/**
 * The form's values before anything is typed, from what the checkout already holds.
 *
 * @example
 * useSchemaForm(shippingContact, { defaultValues: shippingContactValues({ email: checkout.email }) })
 */
export function shippingContactValues(initial: {
  email?: string | null;
  address?: Partial<z.input<typeof rules.shippingAddress>> | null;
}): z.input<typeof shippingContact> {
  return { email: initial.email ?? "", shippingAddress: { ...EMPTY_ADDRESS, ...initial.address } };
}

/** The email field and the address fieldset of a `shippingContact` form. */
export function ShippingContactFields({
  form,
}: {
  form: Pick<SchemaForm<typeof shippingContact>, "field">;
}) {
  const { t } = useTranslation();
  return (
    <>
      <EmailField form={form} name="email" label={t("checkout.information.email")} />
      <AddressFields legend={t("checkout.information.address")} form={form} />
    </>
  );
}
