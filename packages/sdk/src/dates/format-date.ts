import type { DateFormat, Shop } from "@vitrine/contract";
import { DATE_STYLE, formatWithDateFormat } from "./date-format";

/** Building an `Intl.DateTimeFormat` costs far more than using one; a list formats many dates. */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Date formats the server sent with the page (`rememberDateFormats`), by locale. */
const knownFormats = new Map<string, DateFormat>();

function dateFormatter(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, DATE_STYLE);
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Keeps date formats the server worked out (`dateFormatOf`, sent in the initial state) for
 * `formatDate`: a page then shows its dates without building an `Intl.DateTimeFormat`, which
 * costs a browser tens of milliseconds the first time, in the middle of hydration.
 *
 * @example
 * rememberDateFormats(initialState.dateFormats ?? []);
 * formatDate("2026-12-22T00:00:00.000Z", { locale: "en" }); // "Dec 22, 2026", without Intl
 */
export function rememberDateFormats(formats: readonly DateFormat[]): void {
  for (const format of formats) knownFormats.set(format.locale, format);
}

/**
 * Writes a date as a calendar day in the shop's locale, in `Intl`'s medium date style and in UTC,
 * so that a date (a billing day, a post's day) reads the same wherever the visitor is. A malformed
 * locale falls back to `en`; an invalid date throws a `RangeError`, as `Intl` does. With a
 * remembered date format for the locale (`rememberDateFormats`), a date of a four-digit year is
 * written with it, to the same text.
 *
 * @example
 * formatDate("2026-12-22T00:00:00.000Z", { locale: "en" }); // → "Dec 22, 2026"
 * formatDate("2026-12-22T00:00:00.000Z", { locale: "fr" }); // → "22 déc. 2026"
 * formatDate(new Date(Date.UTC(2026, 0, 5)), { locale: "de" }); // → "05.01.2026"
 */
export function formatDate(date: string | Date, shop: Pick<Shop, "locale">): string {
  const day = new Date(date);
  if (Number.isNaN(day.getTime())) throw new RangeError(`Cannot format the date ${String(date)}`);
  const known = knownFormats.get(shop.locale);
  // The format was checked on four-digit years; Intl writes others (a year before 1000) its way.
  if (known !== undefined && day.getUTCFullYear() >= 1000 && day.getUTCFullYear() <= 9999) {
    return formatWithDateFormat(known, day);
  }
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = dateFormatter(shop.locale);
  } catch {
    formatter = dateFormatter("en");
  }
  return formatter.format(day);
}
