import { isApiError } from "@vitrine/sdk";
import type { TFunction } from "i18next";
import { useCallback, useState } from "react";

/** A list the editor loads beside the settings (versions, themes, collections). */
export type Load<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; value: T };

/**
 * What the owner is told of a failed call: the shop's own message, else that it could not be
 * reached.
 *
 * @example
 * messageOf(t, new TypeError("Failed to fetch")) // → "The shop could not be reached (Failed to fetch)."
 */
export function messageOf(t: TFunction, error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message)
    return t("customizer.errors.unreachable", { message: error.message });
  return t("customizer.errors.unknown");
}

/**
 * A load and the function that (re)starts it; loading until first started. `fetch` should be
 * stable (a service's method), since the reload changes with it.
 */
export function useRemoteLoad<T>(
  fetch: () => Promise<T>,
  t: TFunction,
): [Load<T>, () => Promise<void>] {
  const [load, setLoad] = useState<Load<T>>({ status: "loading" });
  const reload = useCallback(async () => {
    setLoad({ status: "loading" });
    try {
      setLoad({ status: "ready", value: await fetch() });
    } catch (error) {
      setLoad({ status: "error", message: messageOf(t, error) });
    }
  }, [fetch, t]);
  return [load, reload];
}
