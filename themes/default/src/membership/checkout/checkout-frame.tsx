import type { MembershipCheckout } from "@vitrine/contract";
import { isApiError, routePath } from "@vitrine/sdk";
import { Link, useResource, useStorefront } from "@vitrine/sdk/react";
import { EmptyState, ErrorState, LoadingState } from "@vitrine/theme-kit";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BareLayout } from "../../layout/site-layout";

/**
 * The membership checkout's steps share this: no site layout (the route has none), the checkout
 * loaded once and kept as the steps change it, and its loading, failed, missing and closed
 * states. `children` gets the open checkout and a setter for the answers of later calls.
 */
export function CheckoutFrame({
  checkoutId,
  children,
}: {
  checkoutId: string;
  children: (checkout: MembershipCheckout, update: (next: MembershipCheckout) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { api } = useStorefront();
  const loaded = useResource(
    (signal) => api.order.getCheckout(checkoutId, { signal }),
    [checkoutId],
  );
  const [checkout, setCheckout] = useState<MembershipCheckout>();
  useEffect(() => {
    if (loaded.data !== undefined) setCheckout(loaded.data);
  }, [loaded.data]);

  let body: ReactNode;
  if (loaded.status === "error") {
    const missing = isApiError(loaded.error) && loaded.error.statusCode === 404;
    body = missing ? (
      <EmptyState
        title={t("membership.checkout.notFound")}
        action={
          <Link className="vt-button vt-button--primary" href={routePath("membership-pricing")}>
            {t("membership.checkout.backToPricing")}
          </Link>
        }
      />
    ) : (
      <ErrorState error={loaded.error} retry={loaded.reload} />
    );
  } else if (checkout === undefined) {
    body = <LoadingState />;
  } else if (loaded.data?.status === "PAID" || loaded.data?.status === "CANCELED") {
    // Closed before this visit; a payment made here navigates on by itself.
    body = (
      <EmptyState
        title={
          loaded.data.status === "PAID"
            ? t("membership.checkout.paid")
            : t("membership.checkout.closed")
        }
        action={
          <Link className="vt-button vt-button--primary" href={routePath("membership-pricing")}>
            {t("membership.checkout.backToPricing")}
          </Link>
        }
      />
    );
  } else {
    body = children(checkout, setCheckout);
  }
  return (
    <BareLayout>
      <div className="vt-page-width vt-checkout">{body}</div>
    </BareLayout>
  );
}
