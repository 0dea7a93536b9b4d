import { formatMoney } from "@vitrine/sdk";
import { useShop } from "@vitrine/sdk/react";
import { useCallback } from "react";

/**
 * Formats minor units in the shop's currency and locale; `currency` overrides the shop's, e.g. a
 * cart's own currency.
 *
 * @example
 * const money = useMoney();
 * money(2500) // "$25.00" on a USD shop in `en`
 */
export function useMoney(currency?: string): (amount: number) => string {
  const { state } = useShop();
  const shopCurrency = state.shop?.currency ?? "USD";
  const locale = state.shop?.locale ?? "en";
  return useCallback(
    (amount: number) => formatMoney(amount, { currency: currency ?? shopCurrency, locale }),
    [currency, shopCurrency, locale],
  );
}
