/**
 * Where a hook keeps state in the URL's query string. The default uses the browser's history;
 * a router (or a test) can pass its own, so the SDK stays router-agnostic.
 */
export interface SearchParamsAdapter {
  read(): URLSearchParams;
  /** Replaces the query string without adding a history entry. */
  write(params: URLSearchParams): void;
  subscribe(listener: () => void): () => void;
}

/** Fired on the window after a write, since `history.replaceState` itself fires no event. */
const SEARCH_PARAMS_EVENT = "vitrine:search-params";

/**
 * The browser's query string. Every adapter of a window hears every write, whichever adapter
 * made it, and the back and forward buttons (`popstate`). On the server (no window) it is empty
 * and still: a server render shows the defaults, which the browser hydrates before reading the
 * address (`useSyncExternalStore`'s server snapshot).
 */
export function browserSearchParams(
  win: Window | undefined = typeof window === "undefined" ? undefined : window,
): SearchParamsAdapter {
  if (win === undefined) return SERVER_SEARCH_PARAMS;
  return {
    read: () => new URLSearchParams(win.location.search),
    write(params) {
      const query = params.toString();
      const url = `${win.location.pathname}${query ? `?${query}` : ""}${win.location.hash}`;
      win.history.replaceState(win.history.state, "", url);
      win.dispatchEvent(new Event(SEARCH_PARAMS_EVENT));
    },
    subscribe(listener) {
      win.addEventListener("popstate", listener);
      win.addEventListener(SEARCH_PARAMS_EVENT, listener);
      return () => {
        win.removeEventListener("popstate", listener);
        win.removeEventListener(SEARCH_PARAMS_EVENT, listener);
      };
    },
  };
}

const SERVER_SEARCH_PARAMS: SearchParamsAdapter = {
  read: () => new URLSearchParams(),
  write: () => {},
  subscribe: () => () => {},
};
