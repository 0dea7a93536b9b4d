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

describe("newsletter namespace", () => {
  it("subscribe posts the address to the shop's list (storefrontApiBase)", () =>
    expectCall(
      server,
      storefront,
      {
        name: "subscribe",
        call: (api) => api.newsletter.subscribe("fan@example.com"),
        method: "POST",
        path: "/pod/newsletter/subscribers",
        body: { email: "fan@example.com" },
      },
      "/sf",
    ));

  it("listSubscribers reads the creator's list (membershipBase)", () =>
    expectCall(
      server,
      storefront,
      {
        name: "listSubscribers",
        call: (api) => api.newsletter.listSubscribers(),
        method: "GET",
        path: "/api/creators/newsletter/subscribers",
        data: [],
      },
      "/ms",
    ));
});
