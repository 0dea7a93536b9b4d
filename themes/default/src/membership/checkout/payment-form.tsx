import type { CheckoutInformation, MembershipCheckout } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { useAuth, useStorefront } from "@vitrine/sdk/react";
import { Button, useMoney, useUnsavedChanges } from "@vitrine/theme-kit";
import { CardFieldset, cardInput, EMPTY_CARD } from "@vitrine/theme-kit/checkout";
import { FormFailure, FormMessage, useSchemaForm } from "@vitrine/theme-kit/forms";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { checkoutInformation, InformationFields } from "./information-fields";

/** The card, and the details when the step collects them itself (they are left out otherwise). */
const payment = z.object({ card: cardInput, information: z.optional(checkoutInformation) });

/**
 * The card form that pays a membership checkout: sets up the card, pays, and follows the answer.
 * `PAID` reloads the profile (the new tier opens content at once) and goes to the posts;
 * `PAYMENT_FAILED` shows the provider's reason; `REQUIRES_ACTION` asks the member to confirm,
 * which pays again. Given `information` (change-subscription), the form asks for the details
 * too, starting from those, and sends them first.
 */
export function PaymentForm({
  checkout,
  onChange,
  information,
}: {
  checkout: MembershipCheckout;
  onChange: (checkout: MembershipCheckout) => void;
  /** The details to start from, when the step collects them itself. */
  information?: CheckoutInformation;
}) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const { loadProfile } = useAuth();
  const money = useMoney(checkout.currency);
  const form = useSchemaForm(payment, { defaultValues: { card: EMPTY_CARD, information } });
  const { action } = form;
  const unsaved = useUnsavedChanges();

  async function settle(paid: MembershipCheckout) {
    onChange(paid);
    if (paid.status === "PAYMENT_FAILED") {
      throw new FormFailure(paid.failureMessage ?? t("membership.form.failed"));
    }
    if (paid.status === "PAID") {
      unsaved.saved();
      await loadProfile();
      navigate(routePath("membership-posts"));
    }
  }

  const submit = form.onSubmit(async (values) => {
    if (values.information !== undefined) {
      await api.order.updateCheckoutInformation(checkout.id, values.information);
    }
    await api.order.setupCheckoutPayment(checkout.id, values.card);
    await settle(await api.order.payCheckout(checkout.id));
  }, t("membership.form.failed"));

  function confirm() {
    void action.run(
      async () => settle(await api.order.payCheckout(checkout.id)),
      t("membership.form.failed"),
    );
  }

  function cancel() {
    void action.run(async () => {
      await api.order.cancelCheckoutPayment(checkout.id);
      // Cancelling is the member choosing to leave: the card typed so far is not to be kept.
      unsaved.saved();
      navigate(routePath("membership-pricing"));
    }, t("membership.form.failed"));
  }

  if (checkout.status === "REQUIRES_ACTION") {
    return (
      <div className="vt-form">
        <p role="alert" className="vt-form-message">
          {t("membership.checkout.requiresAction")}
        </p>
        <FormMessage action={action} />
        <div className="vt-actions">
          <Button busy={action.busy} onClick={confirm}>
            {t("membership.checkout.confirm")}
          </Button>
          <Button variant="secondary" onClick={cancel}>
            {t("membership.checkout.cancel")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="vt-form" onChange={unsaved.onChange} onSubmit={submit} noValidate>
      {information === undefined ? null : <InformationFields form={form} />}
      <CardFieldset form={form} />
      <FormMessage action={action} />
      <div className="vt-actions">
        <Button type="submit" busy={action.busy}>
          {action.busy
            ? t("membership.checkout.paying")
            : t("membership.checkout.pay", { total: money(checkout.total) })}
        </Button>
        <Button variant="secondary" onClick={cancel}>
          {t("membership.checkout.cancel")}
        </Button>
      </div>
    </form>
  );
}
