import type { RouterHistory } from "@tanstack/react-router";
import type { LeaveConfirmation } from "@vitrine/sdk/react";

/**
 * The leave-confirmation guard of spec §2. While enabled, closing or reloading the tab triggers
 * the browser's own prompt (`beforeunload`; browsers show their text, not ours) and a navigation
 * inside the shop asks with `common.leavingConfirmMessage`.
 *
 * @example
 * const guard = createLeaveConfirmation(window, router.history, () => i18n.t("common.leavingConfirmMessage"));
 * guard.set(true); // the checkout form has unsaved input
 */
export function createLeaveConfirmation(
  win: Pick<Window, "addEventListener" | "removeEventListener" | "confirm">,
  history: Pick<RouterHistory, "block">,
  message: () => string,
): LeaveConfirmation {
  let unblock: (() => void) | undefined;
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = message();
  };

  return {
    get enabled() {
      return unblock !== undefined;
    },
    set(enabled) {
      if (enabled === (unblock !== undefined)) return;
      if (enabled) {
        win.addEventListener("beforeunload", onBeforeUnload);
        const unblockHistory = history.block({
          // TanStack's blocker stops the navigation when it answers true: the visitor refused.
          blockerFn: () => !win.confirm(message()),
          enableBeforeUnload: false,
        });
        unblock = () => {
          win.removeEventListener("beforeunload", onBeforeUnload);
          unblockHistory();
        };
      } else {
        unblock?.();
        unblock = undefined;
      }
    },
  };
}
