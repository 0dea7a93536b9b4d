import { routePath } from "@vitrine/sdk";
import { useStorefront } from "@vitrine/sdk/react";
import { Button, useUnsavedChanges } from "@vitrine/theme-kit";
import {
  ShippingContactFields,
  shippingContact,
  shippingContactValues,
} from "@vitrine/theme-kit/checkout";
import { FormMessage, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";
import { type CheckoutStepProps, checkoutStepPage } from "./checkout-frame";

/** The `checkout-information` page: the shopper's email and shipping address. */
export const CheckoutInformationPage = checkoutStepPage("information", InformationForm);

function InformationForm({ checkout, onSaved }: CheckoutStepProps) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const unsaved = useUnsavedChanges();
  const form = useSchemaForm(shippingContact, {
    defaultValues: shippingContactValues({
      email: checkout.email,
      address: checkout.shippingAddress,
    }),
  });
  const submit = form.onSubmit(async (contact) => {
    const saved = await api.shopCheckout.updateInformation(checkout.id, contact);
    onSaved(saved);
    unsaved.saved();
    navigate(routePath("checkout-shipping", { checkoutId: checkout.id }));
  }, t("checkout.saveFailed"));

  return (
    <form className="vt-form" noValidate onChange={unsaved.onChange} onSubmit={submit}>
      <FormMessage action={form.action} />
      <ShippingContactFields form={form} />
      <Button type="submit" busy={form.action.busy}>
        {form.action.busy ? t("checkout.saving") : t("checkout.information.continue")}
      </Button>
    </form>
  );
}
