import { afterEach, describe, expect, it, vi } from "vitest";
import { dateFormatOf } from "./date-format";
import { createDateFormatter, formatDate } from "./format-date";

describe("formatDate", () => {
  it("writes the calendar day in the shop's locale, medium style", () => {
    expect(formatDate("2026-12-22T00:00:00.000Z", { locale: "en" })).toBe("Dec 22, 2026");
    expect(formatDate("2026-12-22T00:00:00.000Z", { locale: "fr" })).toBe("22 déc. 2026");
  });

  it("reads the day in UTC, so a billing day is the same for every visitor", () => {
    expect(formatDate("2026-12-22T23:30:00.000Z", { locale: "en" })).toBe("Dec 22, 2026");
    expect(formatDate(new Date(Date.UTC(2026, 0, 5)), { locale: "de" })).toBe("05.01.2026");
  });

  it("a malformed locale falls back to en", () => {
    expect(formatDate("2026-12-22T00:00:00.000Z", { locale: "not a locale!" })).toBe(
      "Dec 22, 2026",
    );
  });

  it("an invalid date throws a RangeError instead of showing Invalid Date", () => {
    expect(() => formatDate("yesterday", { locale: "en" })).toThrow(RangeError);
  });
});

describe("a storefront's date formatter with a date format the server sent", () => {
  const SPANISH = dateFormatOf("es") ?? expect.unreachable("es writes Gregorian dates");

  afterEach(() => vi.restoreAllMocks());

  it("writes dates with it, without building an Intl.DateTimeFormat", () => {
    const date = createDateFormatter([SPANISH]);
    const built = vi.spyOn(Intl, "DateTimeFormat");
    expect(date("2026-12-22T00:00:00.000Z", { locale: "es" })).toBe("22 dic 2026");
    expect(built).not.toHaveBeenCalled();
  });

  it("keeps its formats to itself: another storefront's formatter asks Intl", () => {
    createDateFormatter([SPANISH]);
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
      this: unknown,
      ...args
    ) {
      return new RealDateTimeFormat(...args);
    } as typeof Intl.DateTimeFormat);
    expect(createDateFormatter()("2026-12-22T00:00:00.000Z", { locale: "es" })).toBe("22 dic 2026");
    expect(built).toHaveBeenCalledTimes(1);
  });

  it("leaves another locale, and a year before 1000, to Intl", () => {
    const date = createDateFormatter([SPANISH]);
    expect(date("0999-12-22T00:00:00.000Z", { locale: "es" })).toBe(
      new Intl.DateTimeFormat("es", { dateStyle: "medium", timeZone: "UTC" }).format(
        Date.UTC(999, 11, 22),
      ),
    );
    expect(date("2026-12-22T00:00:00.000Z", { locale: "es-MX" })).toBe("22 dic 2026");
  });
});
