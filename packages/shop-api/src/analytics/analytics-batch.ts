import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  ANALYTICS_MAX_PAYLOAD_BYTES,
  type AnalyticsBatch,
} from "@vitrine/contract";
import { z } from "zod";

/** A random id the storefront made up: letters, digits, `-` and `_`, nothing that names a person. */
const anonymousId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Expected a random id.");

const payloadValue = z.union([z.string().max(500), z.number().finite(), z.boolean()]);

const payload = z
  .record(z.string().min(1).max(64), payloadValue)
  .refine(
    (value) => Buffer.byteLength(JSON.stringify(value)) <= ANALYTICS_MAX_PAYLOAD_BYTES,
    `A payload is at most ${ANALYTICS_MAX_PAYLOAD_BYTES} bytes of JSON.`,
  );

const event = z.strictObject({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  payload,
  timestamp: z.iso.datetime({ offset: true }),
  // A path only: a query string or fragment may carry a token or an email.
  path: z
    .string()
    .max(2000)
    .regex(/^\/[^?#]*$/, "Expected a path without query string or fragment."),
  visitorId: anonymousId,
  sessionId: anonymousId,
});

/**
 * A batch as `POST /api/analytics/events` accepts it: known event names, flat payloads within the
 * byte limit, anonymous ids, between one and `ANALYTICS_MAX_EVENTS_PER_BATCH` events. Unknown
 * fields are refused rather than stored, so nothing personal slips in beside them.
 *
 * @example
 * analyticsBatchSchema.safeParse({ events: [{ name: "page_view", payload: { title: "Home" },
 *   timestamp: "2026-11-24T10:00:00.000Z", path: "/", visitorId: "v_12345678",
 *   sessionId: "s_12345678" }] }).success // true
 * analyticsBatchSchema.safeParse({ events: [] }).success // false
 */
export const analyticsBatchSchema: z.ZodType<AnalyticsBatch> = z.strictObject({
  events: z.array(event).min(1).max(ANALYTICS_MAX_EVENTS_PER_BATCH),
});
