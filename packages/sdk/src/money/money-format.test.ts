import type { MoneyFormat } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { formatWithMoneyFormat, moneyFormatOf } from "./money-format";

const LOCALES = ["en", "en-IN", "fr", "de", "de-CH", "es", "ja", "ar-EG", "fa", "he", "hi", "pl"];
const CURRENCIES = ["USD", "EUR", "JPY", "KWD", "INR", "CHF", "EGP"];

/** Whole amounts of one to fifteen digits, of both signs, the same on every run. */
function sampleAmounts(count: number): number[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, () => {
    const amount = Math.round(next() * 10 ** (1 + Math.floor(next() * 15)));
    return next() < 0.2 ? -amount : amount;
  });
}

/** The format, which these tests expect every locale they use to have. */
function formatOf(locale: string, currency: string): MoneyFormat {
  const format = moneyFormatOf(locale, currency);
  if (format === null) throw new Error(`No money format for ${locale} ${currency}`);
  return format;
}

function intlFormat(locale: string, currency: string, minor: number): string {
  const intl = new Intl.NumberFormat(locale, { style: "currency", currency });
  return intl.format(minor / 10 ** (intl.resolvedOptions().maximumFractionDigits ?? 0));
}

describe("moneyFormatOf and formatWithMoneyFormat", () => {
  it("write every whole amount exactly as Intl does, in each locale and currency", () => {
    for (const locale of LOCALES) {
      for (const currency of CURRENCIES) {
        const format = formatOf(locale, currency);
        for (const amount of sampleAmounts(60)) {
          expect(formatWithMoneyFormat(format, amount), `${locale} ${currency} ${amount}`).toBe(
            intlFormat(locale, currency, amount),
          );
        }
      }
    }
  });

  it("amounts are minor units of the currency: 2 digits for USD, none for JPY, 3 for KWD", () => {
    expect(moneyFormatOf("en", "USD")?.fractionDigits).toBe(2);
    expect(formatWithMoneyFormat(formatOf("en", "JPY"), 1999)).toBe("¥1,999");
    expect(formatWithMoneyFormat(formatOf("en", "KWD"), 1999).replace(/\s/g, " ")).toBe(
      "KWD 1.999",
    );
  });

  it("Indian English groups by three next to the decimal sign, by two beyond", () => {
    expect(formatWithMoneyFormat(formatOf("en-IN", "INR"), 123456789)).toBe("₹12,34,567.89");
  });

  it("Spanish leaves a four-digit amount ungrouped, and groups five digits", () => {
    const format = formatOf("es", "EUR");
    expect(format.minimumGroupingDigits).toBe(2);
    expect(formatWithMoneyFormat(format, 123400).replace(/\s/g, " ")).toBe("1234,00 €");
    expect(formatWithMoneyFormat(format, 1234500).replace(/\s/g, " ")).toBe("12.345,00 €");
  });

  it("a locale with its own digits writes them: Persian", () => {
    expect(moneyFormatOf("fa", "USD")?.digits).toEqual([..."۰۱۲۳۴۵۶۷۸۹"]);
  });

  it("a negative amount, and negative zero, take the minus sign where the locale puts it", () => {
    const usd = formatOf("en", "USD");
    expect(formatWithMoneyFormat(usd, -500)).toBe("-$5.00");
    expect(formatWithMoneyFormat(usd, -0)).toBe("-$0.00");
    expect(formatWithMoneyFormat(formatOf("de-CH", "CHF"), -123450)).toMatch(/^CHF-1.234\.50$/);
  });

  it("a malformed currency code throws a RangeError, as Intl does", () => {
    expect(() => moneyFormatOf("en", "dollars")).toThrow(RangeError);
  });
});
