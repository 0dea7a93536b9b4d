import type { DateFormat } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { DATE_STYLE, dateFormatOf, formatWithDateFormat } from "./date-format";

const LOCALES = [
  "en",
  "en-GB",
  "fr",
  "de",
  "es",
  "ca",
  "ja",
  "zh",
  "ko",
  "ar-EG",
  "bn",
  "ru",
  "hu",
];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Moments from 1900 to 2199, at any time of day, the same on every run. */
function sampleDates(count: number): Date[] {
  let seed = 11;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const start = Date.UTC(1900, 0, 1);
  return Array.from(
    { length: count },
    () => new Date(start + Math.floor(next() * 300 * 365 * DAY_MS)),
  );
}

/** The format, which these tests expect every locale they use to have. */
function formatOf(locale: string): DateFormat {
  const format = dateFormatOf(locale);
  if (format === null) throw new Error(`No date format for ${locale}`);
  return format;
}

describe("dateFormatOf and formatWithDateFormat", () => {
  it("write every date exactly as Intl's medium style in UTC does, in each locale", () => {
    for (const locale of LOCALES) {
      const format = formatOf(locale);
      const intl = new Intl.DateTimeFormat(locale, DATE_STYLE);
      for (const date of sampleDates(200)) {
        expect(formatWithDateFormat(format, date), `${locale} ${date.toISOString()}`).toBe(
          intl.format(date),
        );
      }
    }
  });

  it("a date is its calendar day in UTC, whatever the time of day", () => {
    const format = formatOf("en");
    expect(formatWithDateFormat(format, new Date("2026-12-22T00:00:00Z"))).toBe("Dec 22, 2026");
    expect(formatWithDateFormat(format, new Date("2026-12-22T23:59:59Z"))).toBe("Dec 22, 2026");
  });

  it("the month's name stands where the locale puts it", () => {
    expect(formatWithDateFormat(formatOf("fr"), new Date("2026-12-22T00:00:00Z"))).toBe(
      "22 déc. 2026",
    );
    expect(formatWithDateFormat(formatOf("ja"), new Date("2026-12-22T00:00:00Z"))).toBe(
      "2026/12/22",
    );
  });

  it("German writes a day of one digit with two: 05.01.2026", () => {
    expect(formatOf("de").dayDigits).toBe(2);
    expect(formatWithDateFormat(formatOf("de"), new Date("2026-01-05T00:00:00Z"))).toBe(
      "05.01.2026",
    );
  });

  it("Egyptian Arabic writes its own digits", () => {
    expect(formatOf("ar-EG").digits[5]).toBe("٥");
  });

  it("writes a space where V8's format does, not formatToParts' narrow no-break space", () => {
    const intl = new Intl.DateTimeFormat("ru", DATE_STYLE);
    const day = new Date("2026-01-05T00:00:00Z");
    expect(formatWithDateFormat(formatOf("ru"), day)).toBe(intl.format(day));
  });

  it("is null for a locale of another calendar, which Intl writes instead", () => {
    expect(dateFormatOf("th")).toBeNull();
    expect(dateFormatOf("fa")).toBeNull();
  });

  it("throws a RangeError for a malformed locale, as Intl does", () => {
    expect(() => dateFormatOf("not a locale!")).toThrow(RangeError);
  });
});
