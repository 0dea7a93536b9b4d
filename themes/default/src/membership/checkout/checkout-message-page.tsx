import type { MembershipCheckout } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { type PageProps, useStorefront } from "@vitrine/sdk/react";
import { Button, useUnsavedChanges } from "@vitrine/theme-kit";
import { FormMessage, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { useUser } from "../components/use-user";
import { CheckoutFrame } from "./checkout-frame";
import { CheckoutSummary, useCheckoutTier } from "./checkout-summary";
import { checkoutInformation, InformationFields, informationValues } from "./information-fields";

const informationStep = z.object({ information: checkoutInformation });

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
  const unsaved = useUnsavedChanges();
  const form = useSchemaForm(informationStep, {
    defaultValues: { information: informationValues(checkout.information, useUser()) },
  });
  const submit = form.onSubmit(async ({ information }) => {
    await api.order.updateCheckoutInformation(checkout.id, information);
    unsaved.saved();
    navigate(routePath("membership-checkout-payment", { checkoutId: checkout.id }));
  }, t("membership.form.failed"));

  return (
    <div className="vt-checkout__layout">
      <div>
        <h1>{t("membership.checkout.title", { tier: tier?.name ?? "" })}</h1>
        <form className="vt-form" onChange={unsaved.onChange} onSubmit={submit} noValidate>
          <InformationFields form={form} />
          <FormMessage action={form.action} />
          <Button type="submit" busy={form.action.busy}>
            {t("membership.checkout.continue")}
          </Button>
        </form>
      </div>
      <CheckoutSummary checkout={checkout} />
    </div>
  );
}
