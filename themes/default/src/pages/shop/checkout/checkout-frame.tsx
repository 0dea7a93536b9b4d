import type { ShopCheckout } from "@vitrine/contract";
import { routePath } from "@vitrine/sdk";
import { type PageProps, useResource, useShop, useStorefront } from "@vitrine/sdk/react";
import { LoadingState, OrderSummary, ResourceView } from "@vitrine/theme-kit";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BareLayout } from "../../../layout/site-layout";

export type CheckoutStep = "information" | "shipping" | "payment";
const STEPS: readonly CheckoutStep[] = ["information", "shipping", "payment"];

/**
 * The first step a checkout still needs, or `null` once it is paid.
 *
 * @example
 * pendingStep({ email: null, … }) // "information"
 * pendingStep({ email: "a@b.c", shippingAddress: {…}, shippingRate: null, … }) // "shipping"
 * pendingStep({ …, shippingRate: {…}, status: "OPEN" }) // "payment"
 */
export function pendingStep(checkout: ShopCheckout): CheckoutStep | null {
  if (checkout.status === "PAID") return null;
  if (checkout.email === null || checkout.shippingAddress === null) return "information";
  if (checkout.shippingRate === null) return "shipping";
  return "payment";
}

/**
 * Where a checkout goes on from here: its thank-you page once paid, else its first pending step.
 *
 * @example
 * nextCheckoutPath({ id: "c1", email: null, … }) // "/checkouts/c1/information"
 * nextCheckoutPath({ status: "PAID", order: { id: "o1", thankyouId: "t1", … }, … }) // "/thankyou/o1/t1"
 */
export function nextCheckoutPath(checkout: ShopCheckout): string {
  const step = pendingStep(checkout);
  if (step === null && checkout.order !== null) {
    const { id: orderId, thankyouId } = checkout.order;
    return routePath("thankyou", { orderId, thankyouId });
  }
  return routePath(`checkout-${step ?? "payment"}`, { checkoutId: checkout.id });
}

/**
 * Where a step page sends the shopper instead of showing itself: the thank-you page once paid,
 * the first pending step when `step` comes after it (the shop API has no rates before an
 * address, and takes no payment before shipping), else nowhere. The message step is a side step
 * the API accepts at any time, so it never moves.
 *
 * @example
 * stepRedirect({ id: "c1", email: null, … }, "shipping") // "/checkouts/c1/information"
 * stepRedirect({ id: "c1", email: "a@b.c", shippingAddress: {…}, shippingRate: null, … }, "payment")
 * // "/checkouts/c1/shipping"
 * stepRedirect({ id: "c1", email: "a@b.c", shippingAddress: {…}, shippingRate: null, … }, "information")
 * // undefined
 */
export function stepRedirect(
  checkout: ShopCheckout,
  step: CheckoutStep | "message",
): string | undefined {
  const pending = pendingStep(checkout);
  const ahead =
    pending !== null && step !== "message" && STEPS.indexOf(step) > STEPS.indexOf(pending);
  return pending === null || ahead ? nextCheckoutPath(checkout) : undefined;
}

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
          <a className="vt-checkout__shop" href={routePath("home")}>
            {state.shop?.name}
          </a>
          {backToCart ? <a href={routePath("cart")}>{t("checkout.backToCart")}</a> : null}
        </header>
        {children}
      </div>
    </BareLayout>
  );
}

/**
 * A checkout step: loads the checkout, shows the steps and the order summary beside the step's
 * form. A step that saves passes the answer to `update`, so the summary follows at once; a
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
            <div className="vt-checkout__grid">
              <div className="vt-checkout__step">
                <CheckoutSteps checkout={current} step={step} />
                <h2>{title}</h2>
                {children(current, setSaved)}
              </div>
              <OrderSummary
                lines={current.lines}
                totals={{
                  ...current,
                  shippingAmount: current.shippingRate === null ? null : current.shippingAmount,
                }}
              />
            </div>
          );
        }}
      </ResourceView>
    </CheckoutShell>
  );
}

/** The form a step shows in its frame; it hands what the shop API answered to `onSaved`. */
export type CheckoutStepForm = ComponentType<{
  checkout: ShopCheckout;
  onSaved: (checkout: ShopCheckout) => void;
}>;

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
  const reachable = STEPS.slice(0, STEPS.indexOf(pending) + 1);
  return (
    <nav aria-label={t("checkout.steps")}>
      <ol className="vt-checkout-steps">
        {STEPS.map((name) => (
          <li key={name}>
            {name === step ? (
              <span aria-current="step">{t(`checkout.${name}.step`)}</span>
            ) : reachable.includes(name) ? (
              <a href={routePath(`checkout-${name}`, { checkoutId: checkout.id })}>
                {t(`checkout.${name}.step`)}
              </a>
            ) : (
              <span className="vt-muted">{t(`checkout.${name}.step`)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
