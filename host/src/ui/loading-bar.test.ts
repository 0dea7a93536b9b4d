import NProgress from "nprogress";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createLoadingBar,
  deferredProgress,
  followNavigations,
  LOADING_BAR,
  type Progress,
} from "./loading-bar";

function fakeProgress() {
  let value: number | null = null;
  const progress = {
    configure: vi.fn(),
    start: vi.fn(() => {
      value = 0.05;
    }),
    inc: vi.fn((amount?: number) => {
      value = Math.min(0.994, (value ?? 0) + (amount ?? 0));
    }),
    done: vi.fn(() => {
      value = null;
    }),
  };
  return { progress: progress as unknown as Progress & typeof progress, value: () => value };
}

describe("loading bar", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("a navigation shorter than 300 ms never shows the bar", () => {
    const { progress } = fakeProgress();
    const bar = createLoadingBar(progress);
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    bar.done();
    vi.advanceTimersByTime(5000);
    expect(progress.start).not.toHaveBeenCalled();
    expect(progress.done).not.toHaveBeenCalled();
  });

  it("a navigation longer than 300 ms shows the bar once the throttle has passed", () => {
    const { progress } = fakeProgress();
    const bar = createLoadingBar(progress);
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(progress.start).toHaveBeenCalledTimes(1);
  });

  it("the bar grows toward 100 and is nearly full after the 2000 ms duration", () => {
    const { progress, value } = fakeProgress();
    const bar = createLoadingBar(progress);
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs + 1000);
    expect(value()).toBeGreaterThan(0.5);
    expect(value()).toBeLessThan(0.994);
    vi.advanceTimersByTime(1000);
    expect(value()).toBeCloseTo(0.994, 3);
  });

  it("page completion finishes the bar and stops it growing", () => {
    const { progress } = fakeProgress();
    const bar = createLoadingBar(progress);
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs + 200);
    bar.done();
    const steps = progress.inc.mock.calls.length;
    vi.advanceTimersByTime(1000);
    expect(progress.done).toHaveBeenCalledTimes(1);
    expect(progress.inc.mock.calls.length).toBe(steps);
  });

  it("a navigation that starts while one is running keeps one bar", () => {
    const { progress } = fakeProgress();
    const bar = createLoadingBar(progress);
    bar.start();
    vi.advanceTimersByTime(200);
    bar.start();
    vi.advanceTimersByTime(200);
    expect(progress.start).toHaveBeenCalledTimes(1);
  });
});

describe("the bar nprogress draws", () => {
  it('has no role ARIA does not know (nprogress\'s own markup says role="bar")', () => {
    createLoadingBar(NProgress);
    NProgress.start();
    const bar = document.querySelector("#nprogress .bar");
    expect(bar).not.toBeNull();
    expect(document.querySelector("#nprogress [role]")).toBeNull();
    NProgress.remove();
  });
});

describe("the bar follows navigations to the page's data", () => {
  function deferred() {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  }

  const toProduct = { pathChanged: true, toLocation: { state: { __TSR_index: 1 } } };

  it("finishes when the page's loads are idle, not when the route resolved", async () => {
    const bar = { start: vi.fn(), done: vi.fn() };
    const idle = deferred();
    const navigations = followNavigations(bar, { idle: () => idle.promise });
    navigations.started(toProduct);
    navigations.resolved(toProduct);
    await Promise.resolve();
    expect(bar.start).toHaveBeenCalledOnce();
    expect(bar.done).not.toHaveBeenCalled();
    idle.resolve();
    await idle.promise;
    await Promise.resolve();
    expect(bar.done).toHaveBeenCalledOnce();
  });

  it("a newer navigation keeps its bar when an older page's data arrives", async () => {
    const bar = { start: vi.fn(), done: vi.fn() };
    const idle = deferred();
    const navigations = followNavigations(bar, { idle: () => idle.promise });
    navigations.started(toProduct);
    navigations.resolved(toProduct);
    navigations.started(toProduct);
    idle.resolve();
    await idle.promise;
    await Promise.resolve();
    expect(bar.done).not.toHaveBeenCalled();
  });
});

describe("the bar and in-place query changes", () => {
  const at = (index: number) => ({ state: { __TSR_index: index } });

  it("the bar neither starts nor finishes for a query-string replace", async () => {
    const bar = { start: vi.fn(), done: vi.fn() };
    const navigations = followNavigations(bar, { idle: async () => {} });
    const inPlace = { pathChanged: false, fromLocation: at(3), toLocation: at(3) };
    navigations.started(inPlace);
    navigations.resolved(inPlace);
    await Promise.resolve();
    expect(bar.start).not.toHaveBeenCalled();
    expect(bar.done).not.toHaveBeenCalled();
  });
});

describe("deferred progress", () => {
  it("loads the bar's code when it first shows, not when configured, and replays the calls in order", async () => {
    const { progress } = fakeProgress();
    const load = vi.fn(async () => progress);
    const deferred = deferredProgress(load);
    expect(load).not.toHaveBeenCalled();
    deferred.configure({ showSpinner: false });
    expect(load).not.toHaveBeenCalled();
    deferred.start();
    deferred.done();
    await vi.waitFor(() => expect(progress.done).toHaveBeenCalled());
    expect(load).toHaveBeenCalledOnce();
    expect(progress.configure).toHaveBeenCalledWith({ showSpinner: false });
    expect(progress.start.mock.invocationCallOrder[0]).toBeLessThan(
      progress.done.mock.invocationCallOrder[0] ?? 0,
    );
  });
});
