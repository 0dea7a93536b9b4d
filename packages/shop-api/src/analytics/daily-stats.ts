import type { AnalyticsDay } from "@vitrine/contract";

/** A count of one event name on one UTC day, as the database groups them. */
export interface DailyCount {
  day: string;
  name: string;
  count: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first instant counted for `days` UTC days ending today: midnight UTC `days - 1` days ago.
 * @example statsWindowStart(new Date("2026-11-24T15:00:00Z"), 7) // 2026-11-18T00:00:00.000Z
 */
export function statsWindowStart(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/**
 * One entry per UTC day from `start`, oldest first, `days` long: a day with no event reads 0, so
 * the creator's table always has its seven rows.
 *
 * @example
 * dailyStats([{ day: "2026-11-24", name: "page_view", count: 3 }],
 *   new Date("2026-11-23T00:00:00Z"), 2)
 * // [{ date: "2026-11-23", pageViews: 0, addToCarts: 0, purchases: 0 },
 * //  { date: "2026-11-24", pageViews: 3, addToCarts: 0, purchases: 0 }]
 */
export function dailyStats(
  counts: readonly DailyCount[],
  start: Date,
  days: number,
): AnalyticsDay[] {
  const result = Array.from({ length: days }, (_, index) => ({
    date: new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10),
    pageViews: 0,
    addToCarts: 0,
    purchases: 0,
  }));
  const byDate = new Map(result.map((day) => [day.date, day]));
  for (const { day, name, count } of counts) {
    const entry = byDate.get(day);
    if (entry === undefined) continue;
    if (name === "page_view") entry.pageViews += count;
    else if (name === "add_to_cart") entry.addToCarts += count;
    else if (name === "purchase") entry.purchases += count;
  }
  return result;
}
