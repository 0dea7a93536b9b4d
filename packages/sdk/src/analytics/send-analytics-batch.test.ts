import { describe, expect, it, vi } from "vitest";
import { sendAnalyticsBatch } from "./send-analytics-batch";

const batch = {
  events: [
    {
      name: "page_view" as const,
      payload: { path: "/", title: "Home" },
      timestamp: "2026-11-24T10:00:00.000Z",
      path: "/",
      visitorId: "v".repeat(32),
      sessionId: "s".repeat(32),
    },
  ],
};

describe("sendAnalyticsBatch", () => {
  it("hands the batch to sendBeacon as JSON text, and fetch is not used", () => {
    const sendBeacon = vi.fn().mockReturnValue(true);
    const fetch = vi.fn();
    sendAnalyticsBatch("/api/analytics/events", batch, { sendBeacon, fetch });
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith(
      "/api/analytics/events",
      JSON.stringify(batch),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ["refuses the beacon", { sendBeacon: () => false }],
    [
      "throws",
      {
        sendBeacon: () => {
          throw new TypeError("blocked");
        },
      },
    ],
    ["has no sendBeacon", {}],
  ])("when the browser %s, fetch sends it with keepalive, as text/plain", (_, beacon) => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    sendAnalyticsBatch("/api/analytics/events", batch, { ...beacon, fetch });
    expect(fetch).toHaveBeenCalledExactlyOnceWith("/api/analytics/events", {
      method: "POST",
      body: JSON.stringify(batch),
      keepalive: true,
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
    });
  });

  it("a failed send is swallowed: analytics never breaks the page", async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError("offline"));
    expect(() => sendAnalyticsBatch("/e", batch, { fetch })).not.toThrow();
    await Promise.resolve();
  });
});
