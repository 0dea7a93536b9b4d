import {
  ANALYTICS_MAX_BATCH_BYTES,
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  ANALYTICS_MAX_PAYLOAD_BYTES,
  type AnalyticsEventRecord,
} from "@vitrine/contract";

/** Events wait at most this long before they are sent: a few requests a minute, no more. */
export const ANALYTICS_FLUSH_AFTER_MS = 5000;

/** The few bytes `{"events":[` `,` `]}` add around the records. */
const ENVELOPE_BYTES = 16;

export interface EventBatcherOptions {
  /** Sends one batch, within the contract's limits; never throws. */
  send(events: AnalyticsEventRecord[]): void;
  /** When events wait for a full batch or the timer; default 5 s. */
  flushAfterMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface EventBatcher {
  /** Queues an event; sends the queue at once when the next event would not fit the batch. */
  add(event: AnalyticsEventRecord): void;
  /** Sends what is queued now (the page is hiding, or the timer ran out). */
  flush(): void;
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * Gathers events into batches the sink accepts: at most `ANALYTICS_MAX_EVENTS_PER_BATCH` events
 * and `ANALYTICS_MAX_BATCH_BYTES` of JSON each, sent when full, when the timer started by the
 * first queued event runs out, or on `flush()`. An event whose payload is over
 * `ANALYTICS_MAX_PAYLOAD_BYTES` is dropped here, since the sink would refuse its whole batch.
 *
 * @example
 * const batcher = createEventBatcher({ send: (events) => post({ events }) });
 * batcher.add(pageView);  // queued, timer started
 * batcher.flush();        // post({ events: [pageView] })
 */
export function createEventBatcher({
  send,
  flushAfterMs = ANALYTICS_FLUSH_AFTER_MS,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: EventBatcherOptions): EventBatcher {
  let queue: AnalyticsEventRecord[] = [];
  let queuedBytes = ENVELOPE_BYTES;
  let timer: unknown;

  function flush() {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    queuedBytes = ENVELOPE_BYTES;
    send(events);
  }

  return {
    add(event) {
      if (byteLength(JSON.stringify(event.payload)) > ANALYTICS_MAX_PAYLOAD_BYTES) return;
      const bytes = byteLength(JSON.stringify(event)) + 1;
      if (ENVELOPE_BYTES + bytes > ANALYTICS_MAX_BATCH_BYTES) return;
      if (queuedBytes + bytes > ANALYTICS_MAX_BATCH_BYTES) flush();
      queue.push(event);
      queuedBytes += bytes;
      if (queue.length >= ANALYTICS_MAX_EVENTS_PER_BATCH) flush();
      else timer ??= setTimer(flush, flushAfterMs);
    },
    flush,
  };
}
