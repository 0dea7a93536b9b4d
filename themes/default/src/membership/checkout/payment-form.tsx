import type { CheckoutInformation, MembershipCheckout } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { useAuth, useStorefront } from "@vitrine/sdk/react";
import {
  Button,
  CardFieldset,
  FormFailure,
  FormMessage,
  focusFirstInvalid,
  useCardFields,
  useFormAction,
  useMoney,
  useUnsavedChanges,
} from "@vitrine/theme-kit";
import { type FormEvent, type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * The card form that pays a membership checkout: sets up the card, pays, and follows the answer.
 * `PAID` reloads the profile (the new tier opens content at once) and goes to the posts;
 * `PAYMENT_FAILED` shows the provider's reason; `REQUIRES_ACTION` asks the member to confirm,
 * which pays again. `information` (change-subscription) sends the details first.
 */
export function PaymentForm({
  checkout,
  onChange,
  information,
  fields,
}: {
  checkout: MembershipCheckout;
  onChange: (checkout: MembershipCheckout) => void;
  /** Details to validate and send before paying, when the step collects them itself. */
  information?: () => CheckoutInformation | undefined;
  /** Fields shown before the card, e.g. the details. */
  fields?: ReactNode;
}) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const { loadProfile } = useAuth();
  const money = useMoney(checkout.currency);
  const card = useCardFields();
  const form = useRef<HTMLFormElement>(null);
  const action = useFormAction();
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const details = information?.();
    const paymentmethod = card.validate();
    if (paymentmethod === undefined || (information !== undefined && details === undefined)) {
      action.reset();
      focusFirstInvalid(form.current);
      return;
    }
    void action.run(async () => {
      if (details !== undefined) await api.order.updateCheckoutInformation(checkout.id, details);
      await api.order.setupCheckoutPayment(checkout.id, paymentmethod);
      await settle(await api.order.payCheckout(checkout.id));
    }, t("membership.form.failed"));
  }

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
    <form ref={form} className="vt-form" onChange={unsaved.onChange} onSubmit={submit} noValidate>
      {fields}
      <CardFieldset card={card} />
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
