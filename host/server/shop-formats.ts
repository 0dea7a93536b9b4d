import type { DateFormat, InitialState, MoneyFormat } from "@vitrine/contract";
import { dateFormatOf, moneyFormatOf } from "@vitrine/sdk/host";

/** By locale (and currency): a format is the same for every page and costs `Intl` work to find. */
const moneyFormats = new Map<string, MoneyFormat | null>();
const dateFormats = new Map<string, DateFormat | null>();

/** `find()`, once per key; `null` when it throws (a malformed locale or currency code). */
function memoized<Format>(
  memo: Map<string, Format | null>,
  key: string,
  find: () => Format | null,
) {
  let format = memo.get(key);
  if (format === undefined) {
    try {
      format = find();
    } catch {
      // The browser's `formatMoney` and `formatDate` fall back or report it.
      format = null;
    }
    memo.set(key, format);
  }
  return format;
}

/**
 * The initial state with how the shop's locale writes its currency and its dates, so that the
 * browser writes the page's prices and dates without building an `Intl.NumberFormat` or
 * `Intl.DateTimeFormat` (tens of milliseconds of a phone's main thread each, while the page
 * hydrates). Unchanged when there is no shop; a format the locale has none of is left out.
 *
 * @example
 * withShopFormats(state).moneyFormats // [{ locale: "en", currency: "USD", fractionDigits: 2, … }]
 * withShopFormats(state).dateFormats // [{ locale: "en", dayDigits: 1, months: […], … }]
 */
export function withShopFormats(state: InitialState): InitialState {
  if (state.shop === null) return state;
  const { locale, currency } = state.shop;
  const money = memoized(moneyFormats, `${locale}|${currency}`, () =>
    moneyFormatOf(locale, currency),
  );
  const date = memoized(dateFormats, locale, () => dateFormatOf(locale));
  return {
    ...state,
    ...(money !== null ? { moneyFormats: [money] } : {}),
    ...(date !== null ? { dateFormats: [date] } : {}),
  };
}
