import { nextCheckoutPath } from "@vitrine/sdk";
import { type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { LoadingState, ResourceView } from "@vitrine/theme-kit";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { CheckoutShell } from "./checkout-frame";

/** The `checkout` page: opens the checkout at the first step it still needs (or its thank-you page). */
export function CheckoutPage({ params }: PageProps<"checkout">) {
  const { t } = useTranslation();
  const { api, navigate } = useStorefront();
  const checkout = useResource(
    (signal) => api.shopCheckout.get(params.checkoutId, { signal }),
    [params.checkoutId],
  );
  const next = checkout.data ? nextCheckoutPath(checkout.data) : undefined;
  useEffect(() => {
    if (next !== undefined) navigate(next, { replace: true });
  }, [navigate, next]);
  return (
    <CheckoutShell>
      <h1>{t("checkout.title")}</h1>
      <ResourceView resource={checkout}>{() => <LoadingState />}</ResourceView>
    </CheckoutShell>
  );
}
