import type { MoneyAffixes, MoneyFormat, MoneyMinor } from "@vitrine/contract";
import { localDigits } from "../i18n/local-digits";

/** The parts of a formatted amount that make up its number; everything else is prefix or suffix. */
const NUMBER_PARTS = new Set<string>(["integer", "group", "decimal", "fraction"]);

/**
 * Amounts, in minor units, a money format must write exactly as `Intl` does before it is used:
 * zero of both signs, every digit count up to thirteen (each grouping boundary), and negatives.
 */
const CHECKED_AMOUNTS: readonly MoneyMinor[] = [
  0, -0, 1, 5, 42, 99, 100, 999, 1000, 1234, 12345, 123456, 1234567, 12345678, 123456789,
  1234567890, 12345678901, 123456789012, 1234567890123, -1, -500, -123456, -1234567890123,
];

/**
 * How `locale` writes amounts of `currency`, worked out with `Intl` (on the server, where building
 * a number format is cheap), for `formatWithMoneyFormat` to write them without it. `null` when the
 * locale writes amounts in a way a format cannot hold (a literal inside the number) or the format
 * does not write every checked amount exactly as `Intl` does: then `formatMoney` uses `Intl`.
 * Throws a `RangeError`, as `Intl` does, for a malformed locale or currency code.
 *
 * @example
 * moneyFormatOf("fr", "EUR")
 * // { locale: "fr", currency: "EUR", fractionDigits: 2, group: "\u202f", decimal: ",",
 * //   positive: { prefix: "", suffix: "\u00a0€" }, negative: { prefix: "-", suffix: "\u00a0€" }, … }
 */
export function moneyFormatOf(locale: string, currency: string): MoneyFormat | null {
  const intl = new Intl.NumberFormat(locale, { style: "currency", currency });
  const fractionDigits = intl.resolvedOptions().maximumFractionDigits ?? 0;
  const major = (amount: MoneyMinor) => amount / 10 ** fractionDigits;
  const positive = numberLayout(intl.formatToParts(1234567890));
  const negative = numberLayout(intl.formatToParts(-1234567890));
  if (positive === null || negative === null) return null;
  const integers = positive.number.filter((part) => part.type === "integer");
  const group = positive.number.find((part) => part.type === "group")?.value ?? "";
  const format: MoneyFormat = {
    locale,
    currency,
    fractionDigits,
    digits: Array.from({ length: 10 }, (_, digit) => digitOf(intl.formatToParts(digit))),
    group,
    decimal: positive.number.find((part) => part.type === "decimal")?.value ?? "",
    groupSize: integers.at(-1)?.value.length ?? 0,
    secondaryGroupSize: integers.at(-2)?.value.length ?? 0,
    minimumGroupingDigits: intl.formatToParts(1000).some((part) => part.type === "group") ? 1 : 2,
    positive: positive.affixes,
    negative: negative.affixes,
  };
  const exact = CHECKED_AMOUNTS.every(
    (amount) => formatWithMoneyFormat(format, amount) === intl.format(major(amount)),
  );
  return exact ? format : null;
}

/**
 * Writes an amount in integer minor units with a money format, as `Intl` would: the currency's
 * minor digits after the decimal sign, the locale's digits and grouping, its affixes for the sign.
 *
 * @example
 * formatWithMoneyFormat(moneyFormatOf("en", "USD")!, 123456) // "$1,234.56"
 * formatWithMoneyFormat(moneyFormatOf("en-IN", "INR")!, 123456789) // "₹12,34,567.89"
 * formatWithMoneyFormat(moneyFormatOf("en", "USD")!, -500) // "-$5.00"
 */
export function formatWithMoneyFormat(format: MoneyFormat, amount: MoneyMinor): string {
  const minor = String(Math.abs(amount)).padStart(format.fractionDigits + 1, "0");
  const split = minor.length - format.fractionDigits;
  const whole = localDigits(groupDigits(minor.slice(0, split), format), format.digits);
  const fraction = localDigits(minor.slice(split), format.digits);
  const affixes = amount < 0 || Object.is(amount, -0) ? format.negative : format.positive;
  return `${affixes.prefix}${whole}${fraction ? format.decimal + fraction : ""}${affixes.suffix}`;
}

/** "1234567" → "1,234,567" with the format's group sizes and separator, if it groups at all. */
function groupDigits(whole: string, format: MoneyFormat): string {
  const { group, groupSize, secondaryGroupSize, minimumGroupingDigits } = format;
  if (group === "" || groupSize === 0 || whole.length < groupSize + minimumGroupingDigits) {
    return whole;
  }
  const groups = [whole.slice(-groupSize)];
  const step = secondaryGroupSize || groupSize;
  for (let end = whole.length - groupSize; end > 0; end -= step) {
    groups.unshift(whole.slice(Math.max(0, end - step), end));
  }
  return groups.join(group);
}

/** A formatted amount's number parts and what stands around them; `null` for anything between. */
function numberLayout(
  parts: Intl.NumberFormatPart[],
): { number: Intl.NumberFormatPart[]; affixes: MoneyAffixes } | null {
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  const number = parts.slice(first, last + 1);
  if (first === -1 || number.some((part) => !NUMBER_PARTS.has(part.type))) return null;
  const text = (slice: Intl.NumberFormatPart[]) => slice.map((part) => part.value).join("");
  return {
    number,
    affixes: { prefix: text(parts.slice(0, first)), suffix: text(parts.slice(last + 1)) },
  };
}

function digitOf(parts: Intl.NumberFormatPart[]): string {
  return parts.find((part) => part.type === "integer")?.value ?? "";
}
