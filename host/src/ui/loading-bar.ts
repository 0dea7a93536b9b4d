import type NProgress from "nprogress";
import { isPageChange, type NavigationChange } from "../routes/page-change";

/**
 * Spec §9: shown only for navigations longer than 300 ms, filling in about 2000 ms. Its 3 px height
 * and colour (the theme's `--vt-loading-indicator-color`, else #0D6ACF) are in loading-bar.css.
 */
export const LOADING_BAR = { throttleMs: 300, durationMs: 2000 } as const;

const STEP_MS = 100;
/** nprogress's bar, as its default template draws it, but for that template's made-up roles. */
const BAR_MARKUP = '<div class="bar"><div class="peg"></div></div>';

export interface LoadingBar {
  /** A navigation began; the bar appears if it is still running after the throttle. */
  start(): void;
  /** The page is complete; the bar fills and fades out, or never appears. */
  done(): void;
}

/** What the loading bar asks of nprogress (its return values are not used). */
export interface Progress {
  configure(options: Partial<NProgress.NProgressOptions>): void;
  start(): void;
  inc(amount?: number): void;
  done(): void;
}

/**
 * A progress bar whose code loads when it is first shown and replays the calls made meanwhile, so
 * nprogress stays out of a visit that never navigates (the bar never shows before 300 ms anyway).
 * Its options are kept until then: configuring it loads nothing.
 *
 * @example
 * createLoadingBar(deferredProgress(async () => (await import("nprogress")).default));
 */
export function deferredProgress(load: () => Promise<Progress>): Progress {
  let options: Partial<NProgress.NProgressOptions> = {};
  let loaded: Promise<Progress> | undefined;
  const later = (call: (progress: Progress) => void) => {
    loaded ??= load().then((progress) => {
      progress.configure(options);
      return progress;
    });
    void loaded.then(call);
  };
  return {
    configure: (more) => {
      options = { ...options, ...more };
      if (loaded !== undefined) void loaded.then((progress) => progress.configure(more));
    },
    start: () => later((progress) => progress.start()),
    inc: (amount) => later((progress) => progress.inc(amount)),
    done: () => later((progress) => progress.done()),
  };
}

/**
 * The navigation bar of spec §4: it starts at navigation, grows toward 100 in equal steps so that
 * it would be full after `durationMs`, and finishes on page completion. Navigations shorter than
 * `throttleMs` never show it, so fast pages do not flash.
 *
 * @example
 * const bar = createLoadingBar(NProgress);
 * const navigations = followNavigations(bar, storefront.loads);
 * router.subscribe("onBeforeNavigate", navigations.started);
 * router.subscribe("onResolved", navigations.resolved);
 */
export function createLoadingBar(progress: Progress, options = LOADING_BAR): LoadingBar {
  // The host grows the bar itself at the spec's pace; nprogress only draws it, without the
  // `role="bar"` of its own markup, which is no ARIA role (a page checked mid-navigation fails).
  progress.configure({
    trickle: false,
    showSpinner: false,
    minimum: 0.05,
    template: BAR_MARKUP,
    barSelector: ".bar",
  });
  let pending: ReturnType<typeof setTimeout> | undefined;
  let growing: ReturnType<typeof setInterval> | undefined;
  const step = STEP_MS / options.durationMs;

  function stop() {
    clearTimeout(pending);
    clearInterval(growing);
    pending = undefined;
    growing = undefined;
  }

  return {
    start() {
      if (pending !== undefined || growing !== undefined) return;
      pending = setTimeout(() => {
        pending = undefined;
        progress.start();
        growing = setInterval(() => progress.inc(step), STEP_MS);
      }, options.throttleMs);
    },
    done() {
      const shown = growing !== undefined;
      stop();
      if (shown) progress.done();
    },
  };
}

/** The two moments of a navigation the loading bar follows. */
export interface NavigationEvents {
  /** A navigation began (the router's `onBeforeNavigate`). */
  started(change: NavigationChange): void;
  /** Its route resolved (`onResolved`); the page's data may still be on its way. */
  resolved(change: NavigationChange): void;
}

/**
 * The loading bar of a router: it starts with a navigation and finishes when the new page's data
 * has arrived (`loads.idle()`), not when its route resolved. A navigation that starts meanwhile
 * takes the bar over, so an older page's data never finishes a newer navigation's bar. A page
 * rewriting its own query string is not followed (`isPageChange`).
 *
 * @example
 * const navigations = followNavigations(bar, storefront.loads);
 * router.subscribe("onBeforeNavigate", navigations.started);
 * router.subscribe("onResolved", navigations.resolved);
 */
export function followNavigations(
  bar: LoadingBar,
  loads: { idle(): Promise<void> },
): NavigationEvents {
  let latest = 0;
  return {
    started(change) {
      if (!isPageChange(change)) return;
      latest += 1;
      bar.start();
    },
    resolved(change) {
      if (!isPageChange(change)) return;
      const navigation = latest;
      void loads.idle().then(() => {
        if (navigation === latest) bar.done();
      });
    },
  };
}
