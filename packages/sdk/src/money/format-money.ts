import type { MoneyFormat, MoneyMinor, Shop } from "@vitrine/contract";
import { formatWithMoneyFormat } from "./money-format";

/** Building an `Intl.NumberFormat` costs far more than using one; a grid formats many prices. */
const formatters = new Map<string, Intl.NumberFormat>();
/** Money formats the server sent with the page (`rememberMoneyFormats`), by locale and currency. */
const knownFormats = new Map<string, MoneyFormat>();

const formatKey = (locale: string, currency: string) => `${locale}|${currency}`;

function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const cacheKey = formatKey(locale, currency);
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * Keeps money formats the server worked out (`moneyFormatOf`, sent in the initial state) for
 * `formatMoney`: a page then shows its prices without building an `Intl.NumberFormat`, which
 * costs a browser tens of milliseconds the first time, in the middle of hydration.
 *
 * @example
 * rememberMoneyFormats(initialState.moneyFormats ?? []);
 * formatMoney(1999, { currency: "USD", locale: "en" }); // "$19.99", without Intl
 */
export function rememberMoneyFormats(formats: readonly MoneyFormat[]): void {
  for (const format of formats) knownFormats.set(formatKey(format.locale, format.currency), format);
}

/**
 * Formats an amount in integer minor units of the shop's currency for the shop's locale. The
 * number of minor digits is the currency's own as Intl knows it (`resolvedOptions()
 * .maximumFractionDigits`): 2 for USD and EUR, 0 for JPY, 3 for KWD. A malformed locale falls
 * back to `en`; a malformed currency code or a non-finite amount throws a `RangeError`, since a
 * wrong price must never be shown. With a remembered money format for the locale and currency
 * (`rememberMoneyFormats`), a whole amount is written with it, to the same text.
 *
 * @example
 * formatMoney(1999, { currency: "USD", locale: "en" }); // → "$19.99"
 * formatMoney(1999, { currency: "EUR", locale: "fr" }); // → "19,99 €"
 * formatMoney(1999, { currency: "JPY", locale: "ja" }); // → "￥1,999"
 * formatMoney(1999, { currency: "KWD", locale: "en" }); // → "KWD 1.999"
 */
export function formatMoney(amount: MoneyMinor, shop: Pick<Shop, "currency" | "locale">): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format the amount ${amount}`);
  const known = knownFormats.get(formatKey(shop.locale, shop.currency));
  if (known !== undefined && Number.isSafeInteger(amount)) {
    return formatWithMoneyFormat(known, amount);
  }
  let formatter: Intl.NumberFormat;
  try {
    formatter = currencyFormatter(shop.locale, shop.currency);
  } catch {
    // A malformed locale and a malformed currency both throw; retry with a locale known to be valid
    // so that only a bad currency code is left to throw.
    formatter = currencyFormatter("en", shop.currency);
  }
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 0;
  return formatter.format(amount / 10 ** digits);
}
