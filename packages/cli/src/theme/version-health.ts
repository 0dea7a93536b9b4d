import type { ThemeVersionHealth } from "@vitrine/contract";

const FAULTS = {
  crash: "its server render crashed the renderer",
  timeout: "its server render ran out of time",
  memory: "its server render ran out of memory",
} as const;

/**
 * What the CLI says of a version's health: nothing for a healthy one, else why the shop renders
 * it in visitors' browsers only, and what to do.
 *
 * @example
 * versionHealthText({ state: "healthy" }) // null
 * versionHealthText({ state: "quarantined", kind: "timeout", reason: "The theme's render ran past 1000 ms", since: "2026-11-27T18:40:00.000Z" })
 * // "quarantined since 2026-11-27T18:40:00.000Z: its server render ran out of time (The theme's render ran past 1000 ms). Its pages render in the browser only; publish a fixed version."
 */
export function versionHealthText(health: ThemeVersionHealth): string | null {
  if (health.state === "healthy") return null;
  return `quarantined since ${health.since}: ${FAULTS[health.kind]} (${health.reason}). Its pages render in the browser only; publish a fixed version.`;
}
