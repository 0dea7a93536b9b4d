import type { MembershipCheckout } from "@vitrine/contract";
import { useShop, useStorefront } from "@vitrine/sdk/react";
import { Button, useMoney } from "@vitrine/theme-kit";
import { FormField, FormMessage, useFormAction } from "@vitrine/theme-kit/forms";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";

/** The tier a checkout is for, by id, from the membership settings. */
export function useCheckoutTier(checkout: MembershipCheckout | undefined) {
  const { state } = useShop();
  return state.membershipSettings?.tiers.find((tier) => tier.id === checkout?.tierId);
}

/**
 * What the checkout costs: subtotal, discount (annual and promotion), total, and the promotion
 * code form when `onChange` is given (the payment steps); the server recomputes the amounts.
 */
export function CheckoutSummary({
  checkout,
  onChange,
}: {
  checkout: MembershipCheckout;
  onChange?: (checkout: MembershipCheckout) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(checkout.currency);
  const tier = useCheckoutTier(checkout);
  return (
    <aside className="vt-card vt-checkout-summary" aria-labelledby="vt-checkout-summary">
      <h2 id="vt-checkout-summary">{t("membership.checkout.summary")}</h2>
      <p>
        <strong>{tier?.name}</strong> ·{" "}
        {checkout.interval === "ANNUAL"
          ? t("membership.checkout.billedAnnually")
          : t("membership.checkout.billedMonthly")}
      </p>
      <dl className="vt-totals">
        <div>
          <dt>{t("membership.checkout.subtotal")}</dt>
          <dd>{money(checkout.subtotal)}</dd>
        </div>
        {checkout.discountAmount > 0 ? (
          <div>
            <dt>{t("membership.checkout.discount")}</dt>
            <dd>−{money(checkout.discountAmount)}</dd>
          </div>
        ) : null}
        <div className="vt-totals__total">
          <dt>{t("membership.checkout.total")}</dt>
          <dd>{money(checkout.total)}</dd>
        </div>
      </dl>
      {onChange === undefined ? null : <PromotionForm checkout={checkout} onChange={onChange} />}
    </aside>
  );
}

function PromotionForm({
  checkout,
  onChange,
}: {
  checkout: MembershipCheckout;
  onChange: (checkout: MembershipCheckout) => void;
}) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const action = useFormAction();
  const [code, setCode] = useState("");
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === "") return;
    void action.run(async () => {
      onChange(await api.order.applyCheckoutPromotion(checkout.id, code.trim()));
      setCode("");
    }, t("membership.form.failed"));
  }
  if (checkout.promotionCode !== null) {
    const applied = checkout.promotionCode;
    return (
      <div className="vt-promotion">
        <output>{t("membership.checkout.promotionApplied", { code: applied })}</output>
        <Button
          variant="secondary"
          busy={action.busy}
          onClick={() =>
            void action.run(
              async () => onChange(await api.order.removeCheckoutPromotion(checkout.id)),
              t("membership.form.failed"),
            )
          }
        >
          {t("membership.checkout.removePromotion", { code: applied })}
        </Button>
        <FormMessage action={action} />
      </div>
    );
  }
  return (
    <form className="vt-promotion vt-form-row" onSubmit={apply} noValidate>
      <FormField
        label={t("membership.checkout.promotion")}
        name="promotionCode"
        autoComplete="off"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={action.error}
      />
      <Button type="submit" variant="secondary" busy={action.busy}>
        {t("membership.checkout.applyPromotion")}
      </Button>
    </form>
  );
}
