/** The event a failed preloaded asset is reported as (spec §8), dispatched on the window. */
export const PRELOAD_ERROR_EVENT = "vitrine:preload-error";

const RELOADED_KEY = "vitrine:preload-reloaded";

export interface PreloadErrorDeps {
  win: Pick<
    Window,
    "addEventListener" | "removeEventListener" | "dispatchEvent" | "sessionStorage"
  > & {
    location: Pick<Location, "reload">;
  };
  log?: (message: string, error: unknown) => void;
}

/**
 * Handles Vite's `vite:preloadError` (a chunk or stylesheet of the build failed to load, usually
 * because a deploy replaced it): reports it as `vitrine:preload-error` with the error as detail,
 * logs the first one, and reloads the page once so the visitor gets the new build. A second
 * failure in the same tab is not reloaded again, so a broken deploy cannot loop; the import then
 * fails as it would have and the error screen shows.
 *
 * @example
 * handlePreloadErrors({ win: window });
 * window.addEventListener(PRELOAD_ERROR_EVENT, (event) => track(event.detail));
 */
export function handlePreloadErrors({ win, log = console.error }: PreloadErrorDeps): () => void {
  let logged = false;
  const onPreloadError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    win.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error }));
    if (!logged) {
      logged = true;
      log("A preloaded asset failed to load", error);
    }
    if (win.sessionStorage.getItem(RELOADED_KEY) !== null) return;
    win.sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    event.preventDefault();
    win.location.reload();
  };
  win.addEventListener("vite:preloadError", onPreloadError);
  return () => win.removeEventListener("vite:preloadError", onPreloadError);
}
