import { useShop, useStorefront } from "@vitrine/sdk/react";
import { useCallback } from "react";

/**
 * Formats minor units in the shop's currency and locale; `currency` overrides the shop's, e.g. a
 * cart's own currency. Written by the storefront's own formatter, which knows the money formats the
 * page carries and keeps the `Intl` ones it builds.
 *
 * @example
 * const money = useMoney();
 * money(2500) // "$25.00" on a USD shop in `en`
 */
export function useMoney(currency?: string): (amount: number) => string {
  const { state } = useShop();
  const { money } = useStorefront().formats;
  const shopCurrency = state.shop?.currency ?? "USD";
  const locale = state.shop?.locale ?? "en";
  return useCallback(
    (amount: number) => money(amount, { currency: currency ?? shopCurrency, locale }),
    [money, currency, shopCurrency, locale],
  );
}
