import { afterAll, beforeAll, describe, it } from "vitest";
import type { Storefront } from "../create-storefront";
import { expectCall, testStorefront } from "../testing/api-test-kit";
import { type LocalTestServer, startLocalTestServer } from "../testing/local-test-server";

let server: LocalTestServer;
let storefront: Storefront;
beforeAll(async () => {
  server = await startLocalTestServer();
  storefront = testStorefront(server);
});
afterAll(() => server.close());

describe("analytics API", () => {
  it("stats asks the membership base for the creator's figures, with the bearer token", async () => {
    await expectCall(
      server,
      storefront,
      {
        name: "analytics.stats",
        call: (api) => api.analytics.stats(),
        method: "GET",
        path: "/api/creators/analytics",
        data: { days: [{ date: "2026-11-24", pageViews: 3, addToCarts: 1, purchases: 0 }] },
      },
      "/ms",
    );
  });
});
