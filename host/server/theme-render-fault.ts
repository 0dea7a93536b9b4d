import type { ThemeFaultKind } from "@vitrine/contract";

/**
 * Why a theme's server render failed: the contract's faults (`crash`: the worker process hosting
 * the isolate died under it, `timeout`, `memory`) count towards the version's quarantine; `error`
 * is a render that threw, a bug the browser render shows the same way; `unavailable` is the
 * platform's (no worker ready, or one that ended under another version's render).
 */
export type RenderFailureKind = ThemeFaultKind | "error" | "unavailable";

/**
 * Whether a failure is the theme version's own fault, counted towards its quarantine.
 *
 * @example
 * isThemeFault("timeout") // true
 * isThemeFault("unavailable") // false
 */
export function isThemeFault(kind: RenderFailureKind): kind is ThemeFaultKind {
  return kind === "crash" || kind === "timeout" || kind === "memory";
}

/**
 * A failed theme render, with its kind.
 *
 * @example
 * new ThemeRenderFault("timeout", "The theme's render ran past 1000 ms").kind // "timeout"
 */
export class ThemeRenderFault extends Error {
  override readonly name = "ThemeRenderFault";
  constructor(
    readonly kind: RenderFailureKind,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A render's failure as a `ThemeRenderFault`: one already is, anything else a theme error.
 *
 * @example
 * asThemeFault(new TypeError("x is not a function")) // ThemeRenderFault { kind: "error", message: "x is not a function" }
 */
export function asThemeFault(error: unknown): ThemeRenderFault {
  if (error instanceof ThemeRenderFault) return error;
  return new ThemeRenderFault("error", error instanceof Error ? error.message : String(error));
}
