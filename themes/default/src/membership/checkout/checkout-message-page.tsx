import type { MembershipCheckout } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { type PageProps, useStorefront } from "@vitrine/sdk/react";
import {
  Button,
  FormMessage,
  focusFirstInvalid,
  useFormAction,
  useUnsavedChanges,
} from "@vitrine/theme-kit";
import { type FormEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useUser } from "../components/use-user";
import { CheckoutFrame } from "./checkout-frame";
import { CheckoutSummary, useCheckoutTier } from "./checkout-summary";
import { InformationFields, useInformationFields } from "./information-fields";

/** The `membership-checkout-message` page: the member's details, before the payment step. */
export function CheckoutMessagePage({ params }: PageProps<"membership-checkout-message">) {
  return (
    <CheckoutFrame checkoutId={params.checkoutId}>
      {(checkout) => <MessageStep checkout={checkout} />}
    </CheckoutFrame>
  );
}

function MessageStep({ checkout }: { checkout: MembershipCheckout }) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const tier = useCheckoutTier(checkout);
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  const unsaved = useUnsavedChanges();
  const information = useInformationFields(checkout.information, useUser());

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = information.validate();
    if (values === undefined) {
      action.reset();
      focusFirstInvalid(form.current);
      return;
    }
    void action.run(async () => {
      await api.order.updateCheckoutInformation(checkout.id, values);
      unsaved.saved();
      navigate(routePath("membership-checkout-payment", { checkoutId: checkout.id }));
    }, t("membership.form.failed"));
  }

  return (
    <div className="vt-checkout__layout">
      <div>
        <h1>{t("membership.checkout.title", { tier: tier?.name ?? "" })}</h1>
        <form
          ref={form}
          className="vt-form"
          onChange={unsaved.onChange}
          onSubmit={submit}
          noValidate
        >
          <InformationFields information={information} />
          <FormMessage action={action} />
          <Button type="submit" busy={action.busy}>
            {t("membership.checkout.continue")}
          </Button>
        </form>
      </div>
      <CheckoutSummary checkout={checkout} />
    </div>
  );
}
