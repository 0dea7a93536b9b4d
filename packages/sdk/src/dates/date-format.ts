import type { DateFormat, DatePart } from "@vitrine/contract";
import { localDigits } from "../i18n/local-digits";

/** `Intl`'s medium date style for a calendar day, which reads the same in every time zone. */
export const DATE_STYLE: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };

/**
 * Years a date format must write exactly as `Intl` does, every day of each, before it is used:
 * a leap year, the years around 2000 and a far one, so a year's digits and each month's and day's
 * forms are all checked.
 */
const CHECKED_YEARS = [1999, 2000, 2024, 2026, 2100] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How `locale` writes a calendar day in the medium date style, worked out with `Intl` (on the
 * server, where building a date format is cheap), for `formatWithDateFormat` to write dates
 * without it. `null` when the locale writes dates in a way a format cannot hold (another calendar,
 * a weekday or an era) or the format does not write every day of the checked years exactly as
 * `Intl` does: then `formatDate` uses `Intl`. Throws a `RangeError`, as `Intl` does, for a
 * malformed locale.
 *
 * @example
 * dateFormatOf("fr")?.months[0]
 * // [{ type: "day" }, { type: "literal", value: " janv. " }, { type: "year" }]
 * dateFormatOf("th") // null: the Buddhist calendar's years
 */
export function dateFormatOf(locale: string): DateFormat | null {
  const intl = new Intl.DateTimeFormat(locale, DATE_STYLE);
  const months: DatePart[][] = [];
  for (let month = 0; month < 12; month++) {
    const parts = templateOf(partsAsFormatted(intl, Date.UTC(2026, month, 15)));
    if (parts === null) return null;
    months.push(parts);
  }
  const digitsIntl = new Intl.NumberFormat(locale, {
    numberingSystem: intl.resolvedOptions().numberingSystem,
    useGrouping: false,
  });
  const dayOfTheFifth = intl.formatToParts(Date.UTC(2026, 0, 5)).find((p) => p.type === "day");
  const format: DateFormat = {
    locale,
    digits: Array.from({ length: 10 }, (_, digit) => digitsIntl.format(digit)),
    dayDigits: dayOfTheFifth?.value.length ?? 1,
    months,
  };
  const exact = CHECKED_YEARS.every((year) => {
    const end = Date.UTC(year + 1, 0, 1);
    for (let time = Date.UTC(year, 0, 1); time < end; time += DAY_MS) {
      if (formatWithDateFormat(format, new Date(time)) !== intl.format(time)) return false;
    }
    return true;
  });
  return exact ? format : null;
}

/**
 * Writes a date's calendar day, in UTC, with a date format, as `Intl` would.
 *
 * @example
 * formatWithDateFormat(dateFormatOf("en")!, new Date("2026-12-22T00:00:00Z")) // "Dec 22, 2026"
 * formatWithDateFormat(dateFormatOf("de")!, new Date("2026-01-05T00:00:00Z")) // "05.01.2026"
 */
export function formatWithDateFormat(format: DateFormat, date: Date): string {
  const local = (value: number, minimumDigits: number) =>
    localDigits(String(value).padStart(minimumDigits, "0"), format.digits);
  const parts = format.months[date.getUTCMonth()] ?? [];
  return parts
    .map((part) =>
      part.type === "literal"
        ? part.value
        : part.type === "day"
          ? local(date.getUTCDate(), format.dayDigits)
          : local(date.getUTCFullYear(), 1),
    )
    .join("");
}

/**
 * A date's parts with the text `format` writes: V8 writes a narrow no-break space as a plain space
 * in `format` (what pages show) but keeps it in `formatToParts`, "1 янв. 1999 г." against
 * "1 янв. 1999\u202fг.". The two have the same length, so each part is cut from `format`'s text.
 */
function partsAsFormatted(intl: Intl.DateTimeFormat, time: number): Intl.DateTimeFormatPart[] {
  const text = intl.format(time);
  let offset = 0;
  return intl.formatToParts(time).map((part) => {
    const value = text.slice(offset, offset + part.value.length);
    offset += part.value.length;
    return { type: part.type, value };
  });
}

/**
 * A formatted date's parts with its month folded into the literals around it; `null` for a part
 * a format does not write (a weekday, an era, a year of another calendar's name).
 */
function templateOf(parts: Intl.DateTimeFormatPart[]): DatePart[] | null {
  const template: DatePart[] = [];
  for (const part of parts) {
    if (part.type === "day" || part.type === "year") {
      template.push({ type: part.type });
    } else if (part.type === "literal" || part.type === "month") {
      const last = template.at(-1);
      if (last?.type === "literal") last.value += part.value;
      else template.push({ type: "literal", value: part.value });
    } else {
      return null;
    }
  }
  return template;
}
