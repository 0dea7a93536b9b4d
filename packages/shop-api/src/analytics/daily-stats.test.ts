import { describe, expect, it } from "vitest";
import { dailyStats, statsWindowStart } from "./daily-stats";

describe("statsWindowStart", () => {
  it("is midnight UTC, days - 1 days before now, whatever the hour", () => {
    expect(statsWindowStart(new Date("2026-11-24T23:59:59Z"), 7).toISOString()).toBe(
      "2026-11-18T00:00:00.000Z",
    );
    expect(statsWindowStart(new Date("2026-03-01T00:00:00Z"), 1).toISOString()).toBe(
      "2026-03-01T00:00:00.000Z",
    );
  });
});

describe("dailyStats", () => {
  const start = new Date("2026-02-27T00:00:00Z");

  it("has one row per day, across a month end, each event name in its column", () => {
    expect(
      dailyStats(
        [
          { day: "2026-02-28", name: "page_view", count: 4 },
          { day: "2026-02-28", name: "add_to_cart", count: 2 },
          { day: "2026-03-01", name: "purchase", count: 1 },
        ],
        start,
        3,
      ),
    ).toEqual([
      { date: "2026-02-27", pageViews: 0, addToCarts: 0, purchases: 0 },
      { date: "2026-02-28", pageViews: 4, addToCarts: 2, purchases: 0 },
      { date: "2026-03-01", pageViews: 0, addToCarts: 0, purchases: 1 },
    ]);
  });

  it("ignores days outside the window and events the figures do not show", () => {
    const days = dailyStats(
      [
        { day: "2026-02-26", name: "page_view", count: 9 },
        { day: "2026-02-27", name: "product_view", count: 9 },
      ],
      start,
      1,
    );
    expect(days).toEqual([{ date: "2026-02-27", pageViews: 0, addToCarts: 0, purchases: 0 }]);
  });
});
