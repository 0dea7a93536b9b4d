import type { AnalyticsEventName, AnalyticsEvents, AnalyticsHandler } from "./analytics-events";

export interface AnalyticsOptions {
  /**
   * Record nothing: set in customizer and preview mode, where the shop owner's own clicks are not
   * visits.
   */
  silent: boolean;
  /**
   * Asked at each emit: false while the visitor has not consented on a shop that requires it.
   * Events then reach nobody, neither the shop's sink nor a theme's or integrator's tracker, and
   * are not kept for later. Always true when absent.
   */
  mayRecord?: () => boolean;
  /** Where a handler's error goes; `console.error` when absent. */
  onHandlerError?: (error: unknown, event: AnalyticsEventName) => void;
}

export interface Analytics {
  /** Subscribe to one event; returns the function that unsubscribes. */
  on<Event extends AnalyticsEventName>(event: Event, handler: AnalyticsHandler<Event>): () => void;
  /** Hand the payload to every handler of the event, unless silent or without consent. */
  emit<Event extends AnalyticsEventName>(event: Event, payload: AnalyticsEvents[Event]): void;
}

/**
 * A typed analytics event bus for one storefront instance, which a theme or an integrator
 * subscribes to (to forward events to their analytics tool). Handlers run in subscription order;
 * one that throws is reported through `onHandlerError` and the others still run. A handler
 * subscribed twice to an event runs once. Subscribers are consent-gated like the shop's own sink:
 * an event emitted while `mayRecord()` is false is dropped, never held until consent.
 *
 * @example
 * const analytics = createAnalytics({ silent: false });
 * const off = analytics.on("add_to_cart", ({ productId, quantity }) => track(productId, quantity));
 * analytics.emit("add_to_cart", {
 *   productId: "p1", variantId: "v1", quantity: 2, price: 1500, currency: "USD",
 * }); // track("p1", 2)
 * off();
 *
 * createAnalytics({ silent: true }).emit("page_view", { path: "/", title: "Home" }); // nothing
 * createAnalytics({ silent: false, mayRecord: () => false }).emit("page_view", …); // nothing
 */
export function createAnalytics({
  silent,
  mayRecord = () => true,
  onHandlerError = reportToConsole,
}: AnalyticsOptions): Analytics {
  const handlers = new Map<AnalyticsEventName, Set<(payload: never) => void>>();

  return {
    on(event, handler) {
      let eventHandlers = handlers.get(event);
      if (eventHandlers === undefined) {
        eventHandlers = new Set();
        handlers.set(event, eventHandlers);
      }
      eventHandlers.add(handler);
      return () => {
        eventHandlers.delete(handler);
      };
    },
    emit(event, payload) {
      if (silent || !mayRecord()) return;
      const eventHandlers = handlers.get(event);
      if (eventHandlers === undefined) return;
      // A copy, so that a handler subscribing or unsubscribing during the emit does not change
      // who receives this event.
      for (const handler of [...eventHandlers] as AnalyticsHandler<typeof event>[]) {
        try {
          handler(payload);
        } catch (error) {
          onHandlerError(error, event);
        }
      }
    },
  };
}

function reportToConsole(error: unknown, event: AnalyticsEventName): void {
  console.error(`analytics: a "${event}" handler failed`, error);
}
