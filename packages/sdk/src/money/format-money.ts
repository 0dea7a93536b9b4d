import type { MoneyFormat, MoneyMinor, Shop } from "@vitrine/contract";
import { formatWithMoneyFormat } from "./money-format";

/** Writes an amount in minor units for a shop's currency and locale (see `formatMoney`). */
export type MoneyFormatter = (
  amount: MoneyMinor,
  shop: Pick<Shop, "currency" | "locale">,
) => string;

const formatKey = (locale: string, currency: string) => `${locale}|${currency}`;

/**
 * A money formatter of its own, for one storefront (`storefront.formats.money`): it keeps the
 * `Intl.NumberFormat`s it builds (building one costs far more than using it, and a grid formats
 * many prices) and writes a whole amount with a money format the server worked out
 * (`moneyFormatOf`, sent in the initial state), so a page shows its prices without building an
 * `Intl.NumberFormat`, which costs a browser tens of milliseconds the first time, in the middle of
 * hydration. Two storefronts in one process (server rendering, tests) share neither.
 *
 * @example
 * const money = createMoneyFormatter(initialState.moneyFormats ?? []);
 * money(1999, { currency: "USD", locale: "en" }); // "$19.99", without Intl when the page says so
 */
export function createMoneyFormatter(knownFormats: readonly MoneyFormat[] = []): MoneyFormatter {
  const formatters = new Map<string, Intl.NumberFormat>();
  const known = new Map(
    knownFormats.map((format) => [formatKey(format.locale, format.currency), format]),
  );

  function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
    const cacheKey = formatKey(locale, currency);
    let formatter = formatters.get(cacheKey);
    if (!formatter) {
      formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
      formatters.set(cacheKey, formatter);
    }
    return formatter;
  }

  return (amount, shop) => {
    if (!Number.isFinite(amount)) throw new RangeError(`Cannot format the amount ${amount}`);
    const format = known.get(formatKey(shop.locale, shop.currency));
    if (format !== undefined && Number.isSafeInteger(amount)) {
      return formatWithMoneyFormat(format, amount);
    }
    let formatter: Intl.NumberFormat;
    try {
      formatter = currencyFormatter(shop.locale, shop.currency);
    } catch {
      // A malformed locale and a malformed currency both throw; retry with a locale known to be
      // valid so that only a bad currency code is left to throw.
      formatter = currencyFormatter("en", shop.currency);
    }
    const digits = formatter.resolvedOptions().maximumFractionDigits ?? 0;
    return formatter.format(amount / 10 ** digits);
  };
}

/**
 * Formats an amount in integer minor units of the shop's currency for the shop's locale. The
 * number of minor digits is the currency's own as Intl knows it (`resolvedOptions()
 * .maximumFractionDigits`): 2 for USD and EUR, 0 for JPY, 3 for KWD. A malformed locale falls
 * back to `en`; a malformed currency code or a non-finite amount throws a `RangeError`, since a
 * wrong price must never be shown. It keeps nothing between calls: a page writes its prices with
 * its storefront's `formats.money` (the kit's `Price` and `useMoney` do), which caches and knows
 * the money formats the page carries.
 *
 * @example
 * formatMoney(1999, { currency: "USD", locale: "en" }); // → "$19.99"
 * formatMoney(1999, { currency: "EUR", locale: "fr" }); // → "19,99 €"
 * formatMoney(1999, { currency: "JPY", locale: "ja" }); // → "￥1,999"
 * formatMoney(1999, { currency: "KWD", locale: "en" }); // → "KWD 1.999"
 */
export function formatMoney(amount: MoneyMinor, shop: Pick<Shop, "currency" | "locale">): string {
  return createMoneyFormatter()(amount, shop);
}
