import {
  ANALYTICS_MAX_BATCH_BYTES,
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  type AnalyticsEventRecord,
} from "@vitrine/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_FLUSH_AFTER_MS, createEventBatcher } from "./event-batcher";

const event = (overrides: Partial<AnalyticsEventRecord> = {}): AnalyticsEventRecord => ({
  name: "page_view",
  payload: { path: "/", title: "Home" },
  timestamp: "2026-11-24T10:00:00.000Z",
  path: "/",
  visitorId: "v".repeat(32),
  sessionId: "s".repeat(32),
  ...overrides,
});

describe("createEventBatcher", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends the queued events together once the timer of the first one runs out", () => {
    const send = vi.fn();
    const batcher = createEventBatcher({ send });
    batcher.add(event());
    batcher.add(event({ path: "/cart" }));
    vi.advanceTimersByTime(ANALYTICS_FLUSH_AFTER_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith([event(), event({ path: "/cart" })]);
  });

  it("sends at once when a batch is full, and never more events than a batch may carry", () => {
    const send = vi.fn();
    const batcher = createEventBatcher({ send });
    for (let i = 0; i <= ANALYTICS_MAX_EVENTS_PER_BATCH; i++) batcher.add(event());
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[0]).toHaveLength(ANALYTICS_MAX_EVENTS_PER_BATCH);
    batcher.flush();
    expect(send.mock.calls[1]?.[0]).toHaveLength(1);
  });

  it("starts a new batch before the body would pass the byte limit", () => {
    const send = vi.fn();
    const batcher = createEventBatcher({ send });
    const big = event({ payload: { title: "x".repeat(900) }, path: `/${"p".repeat(1900)}` });
    for (let i = 0; i < 40; i++) batcher.add(big);
    batcher.flush();
    for (const [events] of send.mock.calls) {
      expect(new TextEncoder().encode(JSON.stringify({ events })).length).toBeLessThanOrEqual(
        ANALYTICS_MAX_BATCH_BYTES,
      );
    }
    expect(send.mock.calls.flatMap(([events]) => events)).toHaveLength(40);
  });

  it("drops an event whose payload the sink would refuse, keeping the rest of the batch", () => {
    const send = vi.fn();
    const batcher = createEventBatcher({ send });
    batcher.add(event({ payload: { title: "x".repeat(2000) } }));
    batcher.add(event());
    batcher.flush();
    expect(send).toHaveBeenCalledExactlyOnceWith([event()]);
  });

  it("a flush with nothing queued sends nothing, and a flush stops the timer", () => {
    const send = vi.fn();
    const batcher = createEventBatcher({ send });
    batcher.flush();
    batcher.add(event());
    batcher.flush();
    vi.advanceTimersByTime(ANALYTICS_FLUSH_AFTER_MS);
    expect(send).toHaveBeenCalledOnce();
  });
});
