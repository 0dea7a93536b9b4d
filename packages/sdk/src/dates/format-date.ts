import type { DateFormat, Shop } from "@vitrine/contract";
import { DATE_STYLE, formatWithDateFormat } from "./date-format";

/** Writes a date as a calendar day in a shop's locale (see `formatDate`). */
export type DateFormatter = (date: string | Date, shop: Pick<Shop, "locale">) => string;

/**
 * A date formatter of its own, for one storefront (`storefront.formats.date`): it keeps the
 * `Intl.DateTimeFormat`s it builds (a list formats many dates) and writes with a date format the
 * server worked out (`dateFormatOf`, sent in the initial state), so a page shows its dates without
 * building an `Intl.DateTimeFormat`, which costs a browser tens of milliseconds the first time, in
 * the middle of hydration. Two storefronts in one process share neither.
 *
 * @example
 * const date = createDateFormatter(initialState.dateFormats ?? []);
 * date("2026-12-22T00:00:00.000Z", { locale: "en" }); // "Dec 22, 2026", without Intl when known
 */
export function createDateFormatter(knownFormats: readonly DateFormat[] = []): DateFormatter {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const known = new Map(knownFormats.map((format) => [format.locale, format]));

  function dateFormatter(locale: string): Intl.DateTimeFormat {
    let formatter = formatters.get(locale);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, DATE_STYLE);
      formatters.set(locale, formatter);
    }
    return formatter;
  }

  return (date, shop) => {
    const day = new Date(date);
    if (Number.isNaN(day.getTime())) throw new RangeError(`Cannot format the date ${String(date)}`);
    const format = known.get(shop.locale);
    // The format was checked on four-digit years; Intl writes others (a year before 1000) its way.
    if (format !== undefined && day.getUTCFullYear() >= 1000 && day.getUTCFullYear() <= 9999) {
      return formatWithDateFormat(format, day);
    }
    let formatter: Intl.DateTimeFormat;
    try {
      formatter = dateFormatter(shop.locale);
    } catch {
      formatter = dateFormatter("en");
    }
    return formatter.format(day);
  };
}

/**
 * Writes a date as a calendar day in the shop's locale, in `Intl`'s medium date style and in UTC,
 * so that a date (a billing day, a post's day) reads the same wherever the visitor is. A malformed
 * locale falls back to `en`; an invalid date throws a `RangeError`, as `Intl` does. It keeps
 * nothing between calls: a page writes its dates with its storefront's `formats.date`, which
 * caches and knows the date formats the page carries.
 *
 * @example
 * formatDate("2026-12-22T00:00:00.000Z", { locale: "en" }); // → "Dec 22, 2026"
 * formatDate("2026-12-22T00:00:00.000Z", { locale: "fr" }); // → "22 déc. 2026"
 * formatDate(new Date(Date.UTC(2026, 0, 5)), { locale: "de" }); // → "05.01.2026"
 */
export function formatDate(date: string | Date, shop: Pick<Shop, "locale">): string {
  return createDateFormatter()(date, shop);
}
