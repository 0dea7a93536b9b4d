/**
 * How a locale writes amounts of one currency, as data: the server works it out with `Intl`
 * (`moneyFormatOf` in the SDK) and sends it with the page, so that the browser formats prices
 * without building an `Intl.NumberFormat`, which costs tens of milliseconds on a page's first use.
 *
 * @example
 * // en, USD: "$1,234.56" and "-$5.00"
 * { locale: "en", currency: "USD", fractionDigits: 2, digits: ["0", …, "9"], group: ",",
 *   decimal: ".", groupSize: 3, secondaryGroupSize: 3, minimumGroupingDigits: 1,
 *   positive: { prefix: "$", suffix: "" }, negative: { prefix: "-$", suffix: "" } }
 */
export interface MoneyFormat {
  locale: string;
  /** ISO 4217 code. */
  currency: string;
  /** The currency's minor digits: 2 for USD, 0 for JPY, 3 for KWD. */
  fractionDigits: number;
  /** The locale's digits for 0 to 9. */
  digits: string[];
  group: string;
  decimal: string;
  /** Digits in the group nearest the decimal point (3; en-IN too). */
  groupSize: number;
  /** Digits in each group further left (3; 2 in en-IN: 12,34,567). */
  secondaryGroupSize: number;
  /** The fewest integer digits a number has before it is grouped at all (2 in es: 1234, 12.345). */
  minimumGroupingDigits: number;
  /** What stands before and after the digits of an amount of zero or more. */
  positive: MoneyAffixes;
  /** The same for an amount below zero, the minus sign included. */
  negative: MoneyAffixes;
}

export interface MoneyAffixes {
  prefix: string;
  suffix: string;
}
