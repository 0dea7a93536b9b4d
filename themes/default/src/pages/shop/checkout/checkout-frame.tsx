import type { ShopCheckout } from "@vitrine/contract";
import {
  CHECKOUT_STEPS,
  type CheckoutStep,
  pendingStep,
  routePath,
  stepRedirect,
} from "@vitrine/sdk";
import { Link, type PageProps, useResource, useShop, useStorefront } from "@vitrine/sdk/react";
import { LoadingState, ResourceView } from "@vitrine/theme-kit";
import { OrderSummary } from "@vitrine/theme-kit/checkout";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BareLayout } from "../../../layout/site-layout";

/**
 * The bare frame of checkout and order pages: the shop's name back home, a way back to the cart
 * while checking out, and the page's own content.
 */
export function CheckoutShell({
  backToCart = true,
  children,
}: {
  backToCart?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { state } = useShop();
  return (
    <BareLayout>
      <div className="vt-checkout vt-page-width">
        <header className="vt-checkout__header">
          <Link className="vt-checkout__shop" href={routePath("home")}>
            {state.shop?.name}
          </Link>
          {backToCart ? <Link href={routePath("cart")}>{t("checkout.backToCart")}</Link> : null}
        </header>
        {children}
      </div>
    </BareLayout>
  );
}

/**
 * A checkout step: loads the checkout, shows the steps and the order summary beside the step's
 * form (above it on a phone, so the shopper sees what they pay for before the Pay button). A step that saves passes the answer to `update`, so the summary follows at once; a
 * checkout already paid goes to its thank-you page, and one opened at a step it has not reached
 * goes to the first step it still needs, as the bare checkout address does.
 */
export function CheckoutFrame({
  checkoutId,
  step,
  title,
  children,
}: {
  checkoutId: string;
  step: CheckoutStep | "message";
  title: string;
  children: (checkout: ShopCheckout, update: (checkout: ShopCheckout) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const loaded = useResource(
    (signal) => api.shopCheckout.get(checkoutId, { signal }),
    [checkoutId],
  );
  const [saved, setSaved] = useState<ShopCheckout>();
  const checkout = saved ?? loaded.data;
  const redirect = checkout === undefined ? undefined : stepRedirect(checkout, step);
  useEffect(() => {
    if (redirect !== undefined) navigate(redirect, { replace: true });
  }, [navigate, redirect]);

  return (
    <CheckoutShell>
      <h1>{t("checkout.title")}</h1>
      <ResourceView resource={loaded}>
        {(fetched) => {
          const current = saved ?? fetched;
          return redirect !== undefined ? (
            <LoadingState />
          ) : (
            // What is bought comes before paying for it: on a phone the summary sits between
            // the steps and the step's form (checkout.css places it beside both on a wide screen).
            <div className="vt-checkout__grid vt-checkout__grid--steps">
              <CheckoutSteps checkout={current} step={step} />
              <OrderSummary
                lines={current.lines}
                totals={{
                  ...current,
                  shippingAmount: current.shippingRate === null ? null : current.shippingAmount,
                }}
              />
              <div className="vt-checkout__step">
                <h2>{title}</h2>
                {children(current, setSaved)}
              </div>
            </div>
          );
        }}
      </ResourceView>
    </CheckoutShell>
  );
}

/** The form a step shows in its frame; it hands what the shop API answered to `onSaved`. */
/** What a step's form is given: the checkout, and where to hand the checkout it saved. */
export interface CheckoutStepProps {
  checkout: ShopCheckout;
  onSaved: (checkout: ShopCheckout) => void;
}

export type CheckoutStepForm = ComponentType<CheckoutStepProps>;

/**
 * The page of a checkout step: the step's form in the checkout frame, titled with the step's
 * `checkout.{step}.title`. Each step page is one line, so the frame's rules hold for all of them.
 * @example export const CheckoutShippingPage = checkoutStepPage("shipping", ShippingForm);
 */
export function checkoutStepPage<Step extends CheckoutStep | "message">(
  step: Step,
  Form: CheckoutStepForm,
) {
  return function CheckoutStepPage({ params }: PageProps<`checkout-${Step}`>) {
    const { t } = useTranslation();
    return (
      <CheckoutFrame
        checkoutId={params.checkoutId}
        step={step}
        title={t(`checkout.${step}.title` as const)}
      >
        {(checkout, update) => <Form checkout={checkout} onSaved={update} />}
      </CheckoutFrame>
    );
  };
}

/** The steps as an ordered list: done steps are links back, the current one is marked. */
function CheckoutSteps({
  checkout,
  step,
}: {
  checkout: ShopCheckout;
  step: CheckoutStep | "message";
}) {
  const { t } = useTranslation();
  const pending = pendingStep(checkout) ?? "payment";
  const reachable = CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(pending) + 1);
  return (
    <nav aria-label={t("checkout.steps")}>
      <ol className="vt-checkout-steps">
        {CHECKOUT_STEPS.map((name) => (
          <li key={name}>
            {name === step ? (
              <span aria-current="step">{t(`checkout.${name}.step`)}</span>
            ) : reachable.includes(name) ? (
              <Link href={routePath(`checkout-${name}`, { checkoutId: checkout.id })}>
                {t(`checkout.${name}.step`)}
              </Link>
            ) : (
              <span className="vt-muted">{t(`checkout.${name}.step`)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
