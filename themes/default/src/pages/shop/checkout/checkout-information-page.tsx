import { routePath, type ShopCheckout } from "@vitrine/sdk";
import { type PageProps, useStorefront } from "@vitrine/sdk/react";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AddressFields,
  addressErrors,
  cleanAddress,
  EMPTY_ADDRESS,
} from "../../../components/address-fields/address-fields";
import { Button } from "../../../components/button/button";
import {
  FormMessage,
  focusFirstInvalid,
  useFormAction,
} from "../../../components/forms/form-action";
import { FormField } from "../../../components/forms/form-field";
import { isEmail } from "../../../components/forms/validation";
import { CheckoutFrame } from "./checkout-frame";

/** `/checkouts/{id}/information`: the shopper's email and shipping address. */
export function CheckoutInformationPage({ params }: PageProps<"checkout-information">) {
  const { t } = useTranslation();
  return (
    <CheckoutFrame
      checkoutId={params.checkoutId}
      step="information"
      title={t("checkout.information.title")}
    >
      {(checkout, update) => <InformationForm checkout={checkout} onSaved={update} />}
    </CheckoutFrame>
  );
}

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
  const [email, setEmail] = useState(checkout.email ?? "");
  const [address, setAddress] = useState({ ...EMPTY_ADDRESS, ...checkout.shippingAddress });
  const [submitted, setSubmitted] = useState(false);
  const emailError =
    submitted && !isEmail(email) ? t("checkout.information.emailInvalid") : undefined;
  const errors = submitted ? addressErrors(address) : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!isEmail(email) || Object.keys(addressErrors(address)).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    await action.run(async () => {
      const saved = await api.shopCheckout.updateInformation(checkout.id, {
        email: email.trim(),
        shippingAddress: cleanAddress(address),
      });
      onSaved(saved);
      navigate(routePath("checkout-shipping", { checkoutId: checkout.id }));
    }, t("checkout.saveFailed"));
  }

  return (
    <form ref={form} className="vt-form" noValidate onSubmit={submit}>
      <FormMessage action={action} />
      <FormField
        label={t("checkout.information.email")}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
      />
      <AddressFields
        legend={t("checkout.information.address")}
        value={address}
        errors={errors}
        onChange={setAddress}
      />
      <Button type="submit" busy={action.busy}>
        {action.busy ? t("checkout.saving") : t("checkout.information.continue")}
      </Button>
    </form>
  );
}
