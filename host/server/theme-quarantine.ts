import type { ThemeVersionHealth } from "@vitrine/contract";
import { isThemeFault, type RenderFailureKind } from "./theme-render-fault";

export interface ThemeQuarantine {
  /** Counts a failed render; answers the version's health after it. */
  record(key: string, kind: RenderFailureKind, reason: string): ThemeVersionHealth;
  health(key: string): ThemeVersionHealth;
}

export interface ThemeQuarantineOptions {
  /** Faults within `windowMs` that take a version off the server (3). */
  faults?: number;
  /** How far back faults count (10 minutes). */
  windowMs?: number;
  /** Theme versions remembered at most (1,000): the oldest is forgotten past it. */
  maxVersions?: number;
  now?: () => number;
}

const HEALTHY: ThemeVersionHealth = { state: "healthy" };

/**
 * The theme versions taken off the server. A version whose renders crash their worker, run out
 * of time or of memory `faults` times within `windowMs` is quarantined: it is not rendered on
 * the server again (its pages render in the browser) until the shop goes live with another
 * version, which has another key. A render that merely throws is a bug the browser shows the
 * same way, not a fault that costs the platform.
 *
 * @example
 * const quarantine = createThemeQuarantine({ faults: 2 });
 * quarantine.record("v1", "timeout", "ran past 1000 ms") // { state: "healthy" }
 * quarantine.record("v1", "crash", "worker ended")        // { state: "quarantined", kind: "crash", … }
 * quarantine.health("v2")                                 // { state: "healthy" }
 */
export function createThemeQuarantine(options: ThemeQuarantineOptions = {}): ThemeQuarantine {
  const faults = options.faults ?? 3;
  const windowMs = options.windowMs ?? 10 * 60_000;
  const maxVersions = options.maxVersions ?? 1000;
  const now = options.now ?? Date.now;
  const faultTimes = new Map<string, number[]>();
  const quarantined = new Map<string, ThemeVersionHealth>();

  const remember = <T>(map: Map<string, T>, key: string, value: T) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > maxVersions) map.delete(map.keys().next().value as string);
  };

  return {
    record(key, kind, reason) {
      const known = quarantined.get(key);
      if (known !== undefined) return known;
      if (!isThemeFault(kind)) return HEALTHY;
      const at = now();
      const recent = (faultTimes.get(key) ?? []).filter((time) => at - time < windowMs);
      recent.push(at);
      if (recent.length < faults) {
        remember(faultTimes, key, recent);
        return HEALTHY;
      }
      faultTimes.delete(key);
      const since = new Date(at).toISOString();
      const health: ThemeVersionHealth = { state: "quarantined", kind, reason, since };
      remember(quarantined, key, health);
      return health;
    },
    health: (key) => quarantined.get(key) ?? HEALTHY,
  };
}
