import type { MembershipCheckout } from "@vitrine/contract";
import type { PageProps } from "@vitrine/sdk/react";
import { useTranslation } from "react-i18next";
import { CheckoutFrame } from "./checkout-frame";
import { CheckoutSummary, useCheckoutTier } from "./checkout-summary";
import { PaymentForm } from "./payment-form";

/** The `membership-checkout-payment` page: the card, a promotion code, and paying. */
export function CheckoutPaymentPage({ params }: PageProps<"membership-checkout-payment">) {
  return (
    <CheckoutFrame checkoutId={params.checkoutId}>
      {(checkout, update) => <PaymentStep checkout={checkout} update={update} />}
    </CheckoutFrame>
  );
}

function PaymentStep({
  checkout,
  update,
}: {
  checkout: MembershipCheckout;
  update: (next: MembershipCheckout) => void;
}) {
  const { t } = useTranslation();
  const tier = useCheckoutTier(checkout);
  return (
    <div className="vt-checkout__layout">
      <div>
        <h1>{t("membership.checkout.title", { tier: tier?.name ?? "" })}</h1>
        <h2>{t("membership.checkout.payment")}</h2>
        <PaymentForm checkout={checkout} onChange={update} />
      </div>
      <CheckoutSummary checkout={checkout} onChange={update} />
    </div>
  );
}
