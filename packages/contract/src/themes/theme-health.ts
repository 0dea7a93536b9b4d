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

/** A version about to be published, as the platform hands it to the renderer to try. */
export interface ThemeTrialCandidate {
  shopId: string;
  /** The shop's own host name: the pages are tried with its data, as its visitors get them. */
  host: string;
  handle: string;
  /** The upload's hash: names the candidate to the renderer. */
  hash: string;
  /** The entry script's code. */
  entrySource: string;
}

/** The first page a candidate could not render on the server, and why. */
export interface ThemeTrialFailure {
  /** The page's path: `/`, `/products/tee`. */
  page: string;
  kind: ThemeFaultKind;
  message: string;
}

/**
 * Renders a candidate's pages on the server before it can go live (`createThemeTrial` of the
 * host): `null` when every page rendered, or rendered only with errors a browser shows alike;
 * rejects when it could not try them (no renderer ready).
 */
export type ThemeTrial = (candidate: ThemeTrialCandidate) => Promise<ThemeTrialFailure | null>;
