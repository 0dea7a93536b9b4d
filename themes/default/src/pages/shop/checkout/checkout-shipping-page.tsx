import type { ShippingRate, ShopCheckout } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { Link, useResource, useStorefront } from "@vitrine/sdk/react";
import { Button, EmptyState, ResourceView, useMoney, useUnsavedChanges } from "@vitrine/theme-kit";
import { FormMessage, useFormAction } from "@vitrine/theme-kit/forms";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CheckoutStepProps, checkoutStepPage } from "./checkout-frame";

/** The `checkout-shipping` page: the rates for the shopper's address, one to choose. */
export const CheckoutShippingPage = checkoutStepPage("shipping", ShippingForm);

function ShippingForm({ checkout, onSaved }: CheckoutStepProps) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const rates = useResource(
    (signal) => api.shopCheckout.shippingRates(checkout.id, { signal }),
    [checkout.id, checkout.shippingAddress],
  );
  return (
    <>
      <CheckoutRecap checkout={checkout} />
      <ResourceView
        resource={rates}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t("checkout.shipping.none")} />}
      >
        {(list) => <RateChoice checkout={checkout} rates={list} onSaved={onSaved} />}
      </ResourceView>
    </>
  );
}

/** What the earlier step recorded, with a way back to change it. */
export function CheckoutRecap({ checkout }: { checkout: ShopCheckout }) {
  const { t } = useTranslation();
  const address = checkout.shippingAddress;
  return (
    <dl className="vt-checkout-recap">
      <dt>{t("checkout.recap.contact")}</dt>
      <dd>{checkout.email}</dd>
      <dt>{t("checkout.recap.shipTo")}</dt>
      <dd>
        {address === null
          ? null
          : [address.line1, address.city, address.postalCode, address.country].join(", ")}
      </dd>
      {checkout.shippingRate === null ? null : (
        <>
          <dt>{t("checkout.recap.method")}</dt>
          <dd>{checkout.shippingRate.name}</dd>
        </>
      )}
      <dt className="vt-visually-hidden">{t("checkout.recap.changeLabel")}</dt>
      <dd>
        <Link href={routePath("checkout-information", { checkoutId: checkout.id })}>
          {t("checkout.recap.change")}
        </Link>
      </dd>
    </dl>
  );
}

function RateChoice({
  checkout,
  rates,
  onSaved,
}: {
  checkout: ShopCheckout;
  rates: ShippingRate[];
  onSaved: (checkout: ShopCheckout) => void;
}) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const money = useMoney(checkout.currency);
  const action = useFormAction();
  const unsaved = useUnsavedChanges();
  const [rateId, setRateId] = useState(checkout.shippingRate?.id ?? rates[0]?.id ?? "");

  async function submit(event: FormEvent) {
    event.preventDefault();
    await action.run(async () => {
      onSaved(await api.shopCheckout.selectShipping(checkout.id, rateId));
      unsaved.saved();
      navigate(routePath("checkout-payment", { checkoutId: checkout.id }));
    }, t("checkout.saveFailed"));
  }

  return (
    <form className="vt-form" onChange={unsaved.onChange} onSubmit={submit}>
      <FormMessage action={action} />
      <fieldset className="vt-fieldset vt-rates">
        <legend>{t("checkout.shipping.method")}</legend>
        {rates.map((rate) => (
          <label key={rate.id} className="vt-rate">
            <input
              type="radio"
              name="shippingRate"
              value={rate.id}
              checked={rate.id === rateId}
              onChange={() => setRateId(rate.id)}
            />
            <span className="vt-rate__name">
              {rate.name}
              <span className="vt-muted">
                {t("checkout.shipping.days", { min: rate.minDays, max: rate.maxDays })}
              </span>
            </span>
            <span>{rate.amount === 0 ? t("orderSummary.free") : money(rate.amount)}</span>
          </label>
        ))}
      </fieldset>
      <p>
        <Link href={routePath("checkout-message", { checkoutId: checkout.id })}>
          {checkout.message ? t("checkout.message.edit") : t("checkout.message.add")}
        </Link>
      </p>
      <Button type="submit" busy={action.busy}>
        {action.busy ? t("checkout.saving") : t("checkout.shipping.continue")}
      </Button>
    </form>
  );
}
