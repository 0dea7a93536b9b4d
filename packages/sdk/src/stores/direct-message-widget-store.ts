import type { DirectMessageWidget } from "@vitrine/contract";
import { proxy } from "valtio/vanilla";
import { documentVisibility, type PageVisibility } from "./page-visibility";

/** How often the unread count is refreshed while a member is logged in (spec §9). */
export const DIRECT_MESSAGE_POLL_INTERVAL_MS = 5000;

/** Above this many unread messages the badge shows `99+` (spec §9). */
export const UNREAD_BADGE_MAX = 99;

/**
 * The text of the unread badge: nothing at zero, the count up to 99, then `99+`.
 *
 * @example
 * formatUnreadBadge(0) // null
 * formatUnreadBadge(7) // "7"
 * formatUnreadBadge(120) // "99+"
 */
export function formatUnreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}

export interface DirectMessageWidgetState {
  unreadMessageCount: number;
  polling: boolean;
}

export interface DirectMessageWidgetStore {
  state: DirectMessageWidgetState;
  /** Starts polling (at once, then every 5 s while the page is visible); repeated calls are no-ops. */
  start(): void;
  /** Stops polling and forgets the count, as on logout. */
  stop(): void;
  /** Fetches the count once now, e.g. after reading a thread. */
  refresh(): Promise<void>;
}

export interface DirectMessageWidgetDeps {
  fetchWidget: () => Promise<DirectMessageWidget>;
  visibility?: PageVisibility;
}

/**
 * Polls the direct-message widget for the unread count. Poll errors are ignored (spec §8): the
 * badge keeps its last count until a poll succeeds. A hidden page is not polled; it refreshes as
 * soon as it becomes visible again.
 *
 * @example
 * const widget = createDirectMessageWidgetStore({ fetchWidget: () => api.directMessages.widget() });
 * widget.start(); // on member login
 * formatUnreadBadge(widget.state.unreadMessageCount) // "3"
 * widget.stop(); // on logout
 */
export function createDirectMessageWidgetStore(
  deps: DirectMessageWidgetDeps,
): DirectMessageWidgetStore {
  const visibility = deps.visibility ?? documentVisibility();
  const state = proxy<DirectMessageWidgetState>({ unreadMessageCount: 0, polling: false });
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopListening: (() => void) | undefined;
  // Bumped on stop, so an answer that arrives after logout is dropped.
  let generation = 0;

  async function refresh() {
    const asked = generation;
    try {
      const widget = await deps.fetchWidget();
      if (asked === generation && state.polling)
        state.unreadMessageCount = widget.unreadMessageCount;
    } catch {
      // Poll errors are ignored by rule; the next tick tries again.
    }
  }

  function tick() {
    if (visibility.isVisible()) void refresh();
  }

  return {
    state,
    start() {
      if (state.polling) return;
      state.polling = true;
      tick();
      timer = setInterval(tick, DIRECT_MESSAGE_POLL_INTERVAL_MS);
      stopListening = visibility.onChange(tick);
    },
    stop() {
      generation += 1;
      clearInterval(timer);
      stopListening?.();
      timer = undefined;
      stopListening = undefined;
      state.polling = false;
      state.unreadMessageCount = 0;
    },
    refresh,
  };
}
