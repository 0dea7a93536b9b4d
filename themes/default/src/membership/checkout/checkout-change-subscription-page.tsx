import type { MembershipCheckout } from "@vitrine/contract";
import type { PageProps } from "@vitrine/sdk/react";
import { useTranslation } from "react-i18next";
import { useUser } from "../components/use-user";
import { CheckoutFrame } from "./checkout-frame";
import { CheckoutSummary, useCheckoutTier } from "./checkout-summary";
import { informationValues } from "./information-fields";
import { PaymentForm } from "./payment-form";

/**
 * The `membership-checkout-change-subscription` page: a paying member's upgrade. Details and card
 * are on one step, since the message and payment steps are for members without a paid tier.
 */
export function CheckoutChangeSubscriptionPage({
  params,
}: PageProps<"membership-checkout-change-subscription">) {
  return (
    <CheckoutFrame checkoutId={params.checkoutId}>
      {(checkout, update) => <ChangeStep checkout={checkout} update={update} />}
    </CheckoutFrame>
  );
}

function ChangeStep({
  checkout,
  update,
}: {
  checkout: MembershipCheckout;
  update: (next: MembershipCheckout) => void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const tier = useCheckoutTier(checkout);
  const current = user?.type === "MEMBER" ? user.tier?.name : undefined;
  return (
    <div className="vt-checkout__layout">
      <div>
        <h1>{t("membership.checkout.upgradeTitle", { tier: tier?.name ?? "" })}</h1>
        {current === undefined ? null : (
          <p>{t("membership.checkout.upgradeIntro", { from: current, to: tier?.name ?? "" })}</p>
        )}
        <PaymentForm
          checkout={checkout}
          onChange={update}
          information={informationValues(checkout.information, user)}
        />
      </div>
      <CheckoutSummary checkout={checkout} onChange={update} />
    </div>
  );
}
