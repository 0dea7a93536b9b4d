import type { ShopCheckout } from "@vitrine/contract";
import { TEST_CARDS } from "@vitrine/contract/demo";
import { clearCartToken } from "@vitrine/sdk";
import { useStorefront } from "@vitrine/sdk/react";
import { Button, useMoney, useUnsavedChanges } from "@vitrine/theme-kit";
import { CardFieldset, PaymentConfirmation, useCardForm } from "@vitrine/theme-kit/checkout";
import { FormMessage, useFormAction } from "@vitrine/theme-kit/forms";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CheckoutStepProps, checkoutStepPage } from "./checkout-frame";
import { CheckoutRecap } from "./checkout-shipping-page";

/**
 * The `checkout-payment` page: the card, and the pay button with the total. A declined card leaves
 * the checkout as it was and says why, focused so it is read out; a card whose bank asks for
 * 3-D Secure waits for the shopper to confirm (or pay with another card); a paid checkout empties
 * the cart and goes to the thank-you page (CheckoutFrame follows the paid checkout there).
 */
export const CheckoutPaymentPage = checkoutStepPage("payment", PaymentForm);

function PaymentForm({ checkout, onSaved }: CheckoutStepProps) {
  const { t } = useTranslation();
  const { api, cookies, stores } = useStorefront();
  const money = useMoney(checkout.currency);
  const form = useCardForm();
  const { action } = form;
  const unsaved = useUnsavedChanges();
  const declinedRef = useRef<HTMLParagraphElement>(null);
  const declined = checkout.status === "PAYMENT_FAILED" ? checkout.failureMessage : null;
  const [attempts, setAttempts] = useState(0);
  const confirmation = useFormAction();
  const [anotherCard, setAnotherCard] = useState(false);
  // After a declined attempt, once the busy state is over and the reason shows, read it out.
  useEffect(() => {
    if (attempts > 0 && !action.busy) declinedRef.current?.focus();
  }, [attempts, action.busy]);

  function settle(answer: ShopCheckout) {
    if (answer.status === "PAID") {
      clearCartToken(cookies);
      stores.cart.setCart(null);
      unsaved.saved();
    }
    setAnotherCard(false);
    onSaved(answer);
    if (answer.status === "PAYMENT_FAILED") setAttempts((count) => count + 1);
  }
  const submit = form.onSubmit(
    async ({ card }) => settle(await api.shopCheckout.pay(checkout.id, card)),
    t("checkout.payment.failed"),
  );

  if (checkout.status === "REQUIRES_ACTION" && !anotherCard) {
    return (
      <PaymentConfirmation
        action={confirmation}
        onConfirm={() =>
          void confirmation.run(
            async () => settle(await api.shopCheckout.confirmPayment(checkout.id)),
            t("checkout.payment.failed"),
          )
        }
        onAnotherCard={() => setAnotherCard(true)}
      />
    );
  }

  return (
    <form className="vt-form" noValidate onChange={unsaved.onChange} onSubmit={submit}>
      <CheckoutRecap checkout={checkout} />
      <FormMessage action={action} />
      {declined === null || action.busy ? null : (
        <p
          ref={declinedRef}
          className="vt-form-message vt-form-message--error"
          role="alert"
          tabIndex={-1}
        >
          {attempts > 0 ? declined : t("checkout.payment.lastFailed", { reason: declined })}
        </p>
      )}
      <CardFieldset form={form} legend={t("checkout.payment.card")} />
      <p className="vt-muted">{t("checkout.payment.testCards", TEST_CARDS)}</p>
      <Button type="submit" busy={action.busy}>
        {action.busy
          ? t("checkout.payment.paying")
          : t("checkout.payment.pay", { total: money(checkout.totalAmount) })}
      </Button>
    </form>
  );
}
