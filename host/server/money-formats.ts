import type { InitialState, MoneyFormat } from "@vitrine/contract";
import { moneyFormatOf } from "@vitrine/sdk";

/** By locale and currency: a format is the same for every page and costs `Intl` work to find. */
const formats = new Map<string, MoneyFormat | null>();

function shopMoneyFormat(locale: string, currency: string): MoneyFormat | null {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = moneyFormatOf(locale, currency);
    } catch {
      // A malformed locale or currency: the browser's `formatMoney` falls back or reports it.
      format = null;
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * The initial state with the money format of the shop's locale and currency, so that the browser
 * writes the page's prices without building an `Intl.NumberFormat` (tens of milliseconds of a
 * phone's main thread while the page hydrates). Unchanged when there is no shop or no format.
 *
 * @example
 * withMoneyFormats(state).moneyFormats // [{ locale: "en", currency: "USD", fractionDigits: 2, … }]
 */
export function withMoneyFormats(state: InitialState): InitialState {
  const format = state.shop ? shopMoneyFormat(state.shop.locale, state.shop.currency) : null;
  return format === null ? state : { ...state, moneyFormats: [format] };
}
