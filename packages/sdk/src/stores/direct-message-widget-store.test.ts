import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createDirectMessageWidgetStore,
  DIRECT_MESSAGE_POLL_INTERVAL_MS,
  formatUnreadBadge,
} from "./direct-message-widget-store";
import type { PageVisibility } from "./page-visibility";

function fakeVisibility(visible = true) {
  let listener: (() => void) | undefined;
  const visibility: PageVisibility & { set(next: boolean): void } = {
    isVisible: () => visible,
    onChange(next) {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
    set(next) {
      visible = next;
      listener?.();
    },
  };
  return visibility;
}

describe("direct-message widget", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("polls the unread count every 5 seconds while started", async () => {
    const fetchWidget = vi.fn().mockResolvedValue({ unreadMessageCount: 3 });
    const widget = createDirectMessageWidgetStore({ fetchWidget, visibility: fakeVisibility() });
    widget.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchWidget).toHaveBeenCalledTimes(1);
    expect(widget.state.unreadMessageCount).toBe(3);
    await vi.advanceTimersByTimeAsync(DIRECT_MESSAGE_POLL_INTERVAL_MS);
    expect(fetchWidget).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(DIRECT_MESSAGE_POLL_INTERVAL_MS * 2);
    expect(fetchWidget).toHaveBeenCalledTimes(4);
  });

  it("does not poll while the page is hidden and refreshes when it shows again", async () => {
    const fetchWidget = vi.fn().mockResolvedValue({ unreadMessageCount: 1 });
    const visibility = fakeVisibility(false);
    const widget = createDirectMessageWidgetStore({ fetchWidget, visibility });
    widget.start();
    await vi.advanceTimersByTimeAsync(DIRECT_MESSAGE_POLL_INTERVAL_MS * 3);
    expect(fetchWidget).not.toHaveBeenCalled();
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchWidget).toHaveBeenCalledTimes(1);
  });

  it("ignores poll errors and keeps the last count", async () => {
    const fetchWidget = vi
      .fn()
      .mockResolvedValueOnce({ unreadMessageCount: 5 })
      .mockRejectedValueOnce(new Error("network down"))
      .mockResolvedValueOnce({ unreadMessageCount: 6 });
    const widget = createDirectMessageWidgetStore({ fetchWidget, visibility: fakeVisibility() });
    widget.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(DIRECT_MESSAGE_POLL_INTERVAL_MS);
    expect(widget.state.unreadMessageCount).toBe(5);
    await vi.advanceTimersByTimeAsync(DIRECT_MESSAGE_POLL_INTERVAL_MS);
    expect(widget.state.unreadMessageCount).toBe(6);
  });

  it("stops polling on logout, forgets the count and drops a late answer", async () => {
    let answer: (value: { unreadMessageCount: number }) => void = () => {};
    const fetchWidget = vi.fn(
      () =>
        new Promise<{ unreadMessageCount: number }>((resolve) => {
          answer = resolve;
        }),
    );
    const widget = createDirectMessageWidgetStore({ fetchWidget, visibility: fakeVisibility() });
    widget.start();
    widget.stop();
    answer({ unreadMessageCount: 9 });
    await vi.advanceTimersByTimeAsync(DIRECT_MESSAGE_POLL_INTERVAL_MS * 2);
    expect(widget.state).toEqual({ unreadMessageCount: 0, polling: false });
    expect(fetchWidget).toHaveBeenCalledTimes(1);
  });

  it("starting twice polls once", async () => {
    const fetchWidget = vi.fn().mockResolvedValue({ unreadMessageCount: 0 });
    const widget = createDirectMessageWidgetStore({ fetchWidget, visibility: fakeVisibility() });
    widget.start();
    widget.start();
    await vi.advanceTimersByTimeAsync(DIRECT_MESSAGE_POLL_INTERVAL_MS);
    expect(fetchWidget).toHaveBeenCalledTimes(2);
  });
});

describe("unread badge", () => {
  it.each([
    [0, null],
    [-1, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [1234, "99+"],
  ])("shows %i as %j", (count, badge) => {
    expect(formatUnreadBadge(count)).toBe(badge);
  });
});
