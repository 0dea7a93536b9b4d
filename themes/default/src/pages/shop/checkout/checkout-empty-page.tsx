import { isApiError, nextCheckoutPath, readCartToken, routePath } from "@vitrine/sdk";
import { type PageProps, useResource, useStorefront } from "@vitrine/sdk/react";
import { ErrorState, LoadingState } from "@vitrine/theme-kit";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStateLink } from "../../../components/empty-state-link";
import { CheckoutShell } from "./checkout-frame";

/**
 * The `checkout-empty` page: starts a checkout of the shopper's cart and moves on to its first step; with no
 * cart (or an emptied one) it says so and leads back to the products.
 */
export function CheckoutEmptyPage(_: PageProps<"checkout-empty">) {
  const { t } = useTranslation();
  const { api, cookies, navigate } = useStorefront();
  const cartToken = readCartToken(cookies);
  const created = useResource(
    async (signal) =>
      cartToken === undefined ? null : api.shopCheckout.create(cartToken, { signal }),
    [cartToken],
  );
  const next = created.data ? nextCheckoutPath(created.data) : undefined;
  useEffect(() => {
    if (next !== undefined) navigate(next, { replace: true });
  }, [navigate, next]);

  const cartEmpty =
    created.data === null ||
    (created.status === "error" &&
      isApiError(created.error) &&
      created.error.code === "CART_EMPTY");
  return (
    <CheckoutShell>
      <h1>{t("checkout.title")}</h1>
      {cartEmpty ? (
        <EmptyStateLink
          title={t("cart.empty")}
          href={routePath("products")}
          label={t("cart.continueShopping")}
        />
      ) : created.status === "error" ? (
        <ErrorState
          error={created.error}
          title={t("checkout.startFailed")}
          retry={created.reload}
        />
      ) : (
        <LoadingState label={t("checkout.starting")} />
      )}
    </CheckoutShell>
  );
}
