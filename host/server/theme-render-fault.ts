/**
 * Why a theme's server render failed, as the platform counts it: `timeout`, `memory` and `crash`
 * (the worker process hosting the isolate died under it) are the theme's faults and count towards
 * its quarantine; `error` is a render that threw, a bug the browser render shows the same way.
 */
export type ThemeFaultKind = "crash" | "timeout" | "memory" | "error";

/** The kinds that take a theme version off the server after repeated faults. */
export const QUARANTINE_FAULTS: readonly ThemeFaultKind[] = ["crash", "timeout", "memory"];

/**
 * A failed theme render, with its kind.
 *
 * @example
 * new ThemeRenderFault("timeout", "The theme's render ran past 1000 ms").kind // "timeout"
 */
export class ThemeRenderFault extends Error {
  override readonly name = "ThemeRenderFault";
  constructor(
    readonly kind: ThemeFaultKind,
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
