/**
 * How a locale writes a calendar day in `Intl`'s medium date style, as data: the server works it
 * out with `Intl` (`dateFormatOf` in the SDK) and sends it with the page, so that the browser
 * writes dates without building an `Intl.DateTimeFormat`, which costs tens of milliseconds on a
 * page's first use. Gregorian calendars only.
 *
 * @example
 * // en: "Jan 5, 2026"
 * { locale: "en", digits: ["0", …, "9"], dayDigits: 1,
 *   months: [[{ type: "literal", value: "Jan " }, { type: "day" }, { type: "literal", value: ", " },
 *     { type: "year" }], …] }
 */
export interface DateFormat {
  locale: string;
  /** The locale's digits for 0 to 9. */
  digits: string[];
  /** The fewest digits a day is written with: 2 where the 5th is "05" (de, ja). */
  dayDigits: number;
  /** What a date of each month, January first, is made of; the month's name is in its literals. */
  months: DatePart[][];
}

export type DatePart = { type: "literal"; value: string } | { type: "day" } | { type: "year" };
