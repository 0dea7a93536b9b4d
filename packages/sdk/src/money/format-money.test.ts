import { afterEach, describe, expect, it, vi } from "vitest";
import { createMoneyFormatter, formatMoney } from "./format-money";
import { moneyFormatOf } from "./money-format";

/** Intl separates currency and number with a no-break space in many locales. */
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

describe("formatMoney", () => {
  it("amounts are minor units: 1999 cents of USD is $19.99", () => {
    expect(formatMoney(1999, { currency: "USD", locale: "en" })).toBe("$19.99");
  });

  it("the shop's locale decides separators and symbol placement", () => {
    expect(plain(formatMoney(123456, { currency: "EUR", locale: "fr" }))).toBe("1 234,56 €");
    expect(plain(formatMoney(123456, { currency: "EUR", locale: "de" }))).toBe("1.234,56 €");
  });

  it("a currency without minor units uses the amount as is", () => {
    expect(formatMoney(1999, { currency: "JPY", locale: "en" })).toBe("¥1,999");
  });

  it("a currency with three minor digits divides by 1000", () => {
    expect(plain(formatMoney(1999, { currency: "KWD", locale: "en" }))).toBe("KWD 1.999");
  });

  it("negative amounts (discounts) keep their sign", () => {
    expect(formatMoney(-500, { currency: "USD", locale: "en" })).toBe("-$5.00");
  });

  it("a malformed locale falls back to en", () => {
    expect(formatMoney(1999, { currency: "USD", locale: "not a locale!" })).toBe("$19.99");
  });

  it("a malformed currency code throws a RangeError", () => {
    expect(() => formatMoney(1999, { currency: "dollars", locale: "en" })).toThrow(RangeError);
  });

  it("a non-finite amount throws a RangeError instead of showing NaN", () => {
    expect(() => formatMoney(Number.NaN, { currency: "USD", locale: "en" })).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, { currency: "USD", locale: "en" })).toThrow(
      RangeError,
    );
  });
});

describe("a storefront's money formatter with a money format the server sent", () => {
  const BRAZILIAN_REAL = moneyFormatOf("pt-BR", "BRL") ?? expect.unreachable("pt-BR writes BRL");

  afterEach(() => vi.restoreAllMocks());

  it("writes whole amounts with it, without building an Intl.NumberFormat", () => {
    const money = createMoneyFormatter([BRAZILIAN_REAL]);
    const built = vi.spyOn(Intl, "NumberFormat");
    expect(plain(money(123456, { currency: "BRL", locale: "pt-BR" }))).toBe("R$ 1.234,56");
    expect(built).not.toHaveBeenCalled();
  });

  it("leaves another locale or currency, and an amount with a fraction of a minor unit, to Intl", () => {
    const money = createMoneyFormatter([BRAZILIAN_REAL]);
    expect(plain(money(1999.5, { currency: "BRL", locale: "pt-BR" }))).toBe("R$ 20,00");
    expect(plain(money(1999, { currency: "BRL", locale: "pt-PT" }))).toBe("19,99 R$");
  });

  it("keeps its formats and its Intl formats to itself: another storefront's formatter has neither", () => {
    createMoneyFormatter([BRAZILIAN_REAL])(100, { currency: "BRL", locale: "pt-BR" });
    const other = createMoneyFormatter();
    const RealNumberFormat = Intl.NumberFormat;
    const built = vi.spyOn(Intl, "NumberFormat").mockImplementation(function (
      this: unknown,
      ...args
    ) {
      return new RealNumberFormat(...args);
    } as typeof Intl.NumberFormat);
    expect(plain(other(123456, { currency: "BRL", locale: "pt-BR" }))).toBe("R$ 1.234,56");
    other(100, { currency: "BRL", locale: "pt-BR" });
    expect(built).toHaveBeenCalledTimes(1);
  });
});
