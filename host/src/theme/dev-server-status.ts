import { THEME_RULES, type ThemeProblem } from "@vitrine/contract";

/** What the previewing browser knows of the creator's dev server. */
export interface DevServerStatus {
  /** False while the dev server cannot be reached: stopped, or not started yet. */
  reachable: boolean;
  /** The last build's problems (a failed build, type errors); empty once a build is good. */
  problems: readonly ThemeProblem[];
}

export interface DevServerStatusStore {
  get(): DevServerStatus;
  set(change: Partial<DevServerStatus>): void;
  subscribe(listener: () => void): () => void;
}

/** A store of one value the preview bar reads with `useSyncExternalStore`. */
export function createDevServerStatus(): DevServerStatusStore {
  let status: DevServerStatus = { reachable: true, problems: [] };
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(change) {
      status = { ...status, ...change };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one the preview bar and the hot swap share in a previewing page. */
export const devServerStatus = createDevServerStatus();

const RULES: ReadonlySet<string> = new Set(THEME_RULES);
const position = (value: unknown) =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/**
 * The problems a dev server's `problem` event reports (`data: {"problems": [...]}`), each kept
 * only with the fields it should have; anything else in the stream is dropped, never shown.
 *
 * @example
 * reportedProblems('{"problems":[{"rule":"typecheck","message":"TS2322: …","file":"src/a.tsx","line":3,"column":7}]}')
 * // [{ rule: "typecheck", message: "TS2322: …", file: "src/a.tsx", line: 3, column: 7 }]
 * reportedProblems("nonsense") // []
 */
export function reportedProblems(data: string): ThemeProblem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [];
  }
  const list = (parsed as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: Record<string, unknown> | null): ThemeProblem[] => {
    if (typeof item !== "object" || item === null) return [];
    const { rule, message, file } = item;
    if (typeof rule !== "string" || !RULES.has(rule) || typeof message !== "string") return [];
    return [
      {
        rule: rule as ThemeProblem["rule"],
        message: message.slice(0, 2000),
        ...(typeof file === "string" ? { file: file.slice(0, 300) } : {}),
        ...(position(item.line) ? { line: position(item.line) } : {}),
        ...(position(item.column) ? { column: position(item.column) } : {}),
      },
    ];
  });
}
