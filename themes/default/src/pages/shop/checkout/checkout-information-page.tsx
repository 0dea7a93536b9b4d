import type { ShopCheckout } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { useStorefront } from "@vitrine/sdk/react";
import {
  Button,
  FormMessage,
  focusFirstInvalid,
  ShippingContactFields,
  useFormAction,
  useShippingContact,
  useUnsavedChanges,
} from "@vitrine/theme-kit";
import { type FormEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { checkoutStepPage } from "./checkout-frame";

/** The `checkout-information` page: the shopper's email and shipping address. */
export const CheckoutInformationPage = checkoutStepPage("information", InformationForm);

function InformationForm({
  checkout,
  onSaved,
}: {
  checkout: ShopCheckout;
  onSaved: (checkout: ShopCheckout) => void;
}) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const unsaved = useUnsavedChanges();
  const contact = useShippingContact({
    email: checkout.email,
    address: checkout.shippingAddress,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = contact.validate();
    if (valid === null) {
      focusFirstInvalid(form.current);
      return;
    }
    await action.run(async () => {
      const saved = await api.shopCheckout.updateInformation(checkout.id, valid);
      onSaved(saved);
      unsaved.saved();
      navigate(routePath("checkout-shipping", { checkoutId: checkout.id }));
    }, t("checkout.saveFailed"));
  }

  return (
    <form ref={form} className="vt-form" noValidate onChange={unsaved.onChange} onSubmit={submit}>
      <FormMessage action={action} />
      <ShippingContactFields contact={contact} />
      <Button type="submit" busy={action.busy}>
        {action.busy ? t("checkout.saving") : t("checkout.information.continue")}
      </Button>
    </form>
  );
}
