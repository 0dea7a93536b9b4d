import type { IsoDateTime } from "../types/common";

/**
 * Why the platform stopped rendering a theme version on its servers: its renders crashed the
 * worker hosting them, ran past the time limit, or past the memory limit.
 */
export type ThemeFaultKind = "crash" | "timeout" | "memory";

/**
 * Whether a published version still renders on the server. A quarantined one renders in the
 * visitor's browser only, until the shop goes live with another version; only the shop's creator
 * is told (`GET /api/creators/themes`, `vitrine theme list`, the customizer's banner).
 */
export type ThemeVersionHealth =
  | { state: "healthy" }
  | { state: "quarantined"; kind: ThemeFaultKind; reason: string; since: IsoDateTime };
