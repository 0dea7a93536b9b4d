import type { NotifyType } from "@vitrine/sdk/react";
import { lazy, Suspense, useSyncExternalStore } from "react";

// react-toastify and DOMPurify are not needed for the first paint: they load with the first toast.
const loadToastHost = () => import("./toast-host");
const LazyToastHost = lazy(async () => ({ default: (await loadToastHost()).ToastHost }));

let requested = false;
const listeners = new Set<() => void>();

/**
 * Shows a toast. `htmlOrText` may hold HTML; it is sanitised (DOMPurify) before rendering, so a
 * message built from server text cannot run script. Resolves once the toast is queued.
 *
 * @example
 * await notify("Added <b>Logo tee</b> to your cart", "success");
 */
export async function notify(htmlOrText: string, type: NotifyType = "default"): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  // Toasts shown before the container mounts wait in react-toastify's queue.
  (await loadToastHost()).showToast(htmlOrText, type);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounts the toast container once something has been notified; renders nothing before. */
export function Toasts() {
  // A server render has notified nothing.
  const mounted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastHost />
    </Suspense>
  );
}
