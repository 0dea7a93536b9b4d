import { beforeEach, describe, expect, it, vi } from "vitest";
import { handlePreloadErrors, PRELOAD_ERROR_EVENT } from "./preload-error";

function preloadError(error: Error): Event {
  const event = new Event("vite:preloadError", { cancelable: true }) as Event & { payload: Error };
  event.payload = error;
  window.dispatchEvent(event);
  return event;
}

function setup() {
  const reload = vi.fn();
  const log = vi.fn();
  const win = {
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    dispatchEvent: window.dispatchEvent.bind(window),
    sessionStorage: window.sessionStorage,
    location: { reload },
  };
  const stop = handlePreloadErrors({ win, log });
  return { reload, log, stop };
}

describe("preload errors", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("a failed preloaded asset is reported as a preload error event carrying the error", () => {
    const { stop } = setup();
    const reported = vi.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, reported);
    const error = new Error("Unable to preload CSS for /assets/product-1.css");
    preloadError(error);
    expect((reported.mock.calls[0]?.[0] as CustomEvent).detail).toBe(error);
    window.removeEventListener(PRELOAD_ERROR_EVENT, reported);
    stop();
  });

  it("the page reloads once; a second failure in the same tab is not reloaded again", () => {
    const { reload, stop } = setup();
    expect(preloadError(new Error("a")).defaultPrevented).toBe(true);
    expect(preloadError(new Error("b")).defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it("only the first failure is logged", () => {
    const { log, stop } = setup();
    preloadError(new Error("a"));
    preloadError(new Error("b"));
    expect(log).toHaveBeenCalledTimes(1);
    stop();
  });
});
