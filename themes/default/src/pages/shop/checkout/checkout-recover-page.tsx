import { isApiError, nextCheckoutPath, routePath, writeCartToken } from "@vitrine/sdk";
import { type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { ErrorState, LoadingState } from "@vitrine/theme-kit";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStateLink } from "../../../components/empty-state-link";
import { CheckoutShell } from "./checkout-frame";

/**
 * The `checkout-recover` page, the link of an abandoned-checkout email: the lines are priced again,
 * the checkout's cart becomes this device's cart, and the shopper goes on where they left off.
 */
export function CheckoutRecoverPage({ params }: PageProps<"checkout-recover">) {
  const { t } = useTranslation();
  const { api, cookies, navigate } = useStorefront();
  const recovered = useResource(
    (signal) => api.shopCheckout.recover(params.checkoutId, { signal }),
    [params.checkoutId],
  );
  const checkout = recovered.data;
  useEffect(() => {
    if (checkout === undefined) return;
    if (checkout.cartToken !== null) writeCartToken(cookies, checkout.cartToken);
    navigate(nextCheckoutPath(checkout), { replace: true });
  }, [checkout, cookies, navigate]);

  const unavailable =
    recovered.status === "error" &&
    isApiError(recovered.error) &&
    recovered.error.code === "CHECKOUT_UNAVAILABLE";
  return (
    <CheckoutShell>
      <h1>{t("checkout.recover.title")}</h1>
      {unavailable ? (
        <EmptyStateLink
          title={t("checkout.recover.unavailable")}
          href={routePath("cart")}
          label={t("checkout.backToCart")}
        />
      ) : recovered.status === "error" ? (
        <ErrorState error={recovered.error} retry={recovered.reload} />
      ) : (
        <LoadingState label={t("checkout.recover.loading")} />
      )}
    </CheckoutShell>
  );
}
