import { useShop, useStorefront } from "@vitrine/sdk/react";
import { useCallback } from "react";

/**
 * Seconds as a clock reading for players and progress: `m:ss`, or `h:mm:ss` from an hour.
 *
 * @example
 * formatDuration(65) // "1:05"
 * formatDuration(3725) // "1:02:05"
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/**
 * Formats an ISO date in the shop's locale, day precision, in UTC so a date reads the same
 * everywhere (billing dates are calendar days): the storefront's `formats.date`, which writes it
 * from the date format the page carries rather than building an `Intl.DateTimeFormat` while the
 * page hydrates.
 *
 * @example
 * const date = useDate();
 * date("2026-12-22T00:00:00.000Z") // "Dec 22, 2026" in `en`, "22 déc. 2026" in `fr`
 */
export function useDate(): (iso: string) => string {
  const { state } = useShop();
  const { date } = useStorefront().formats;
  const locale = state.shop?.locale ?? "en";
  return useCallback((iso: string) => date(iso, { locale }), [date, locale]);
}
