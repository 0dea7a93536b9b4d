import { AUTH_TOKEN_COOKIE, answerEnvelope, type Endpoint, endpoints } from "@vitrine/contract";
import { createMemoryCookieJar, createStorefront } from "@vitrine/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { conformanceCases } from "./cases/index";
import type { ConformanceCase } from "./conformance-case";
import { isCallOf } from "./endpoint-match";
import { openFakePlatform, openShopApi, type Platform } from "./platforms";
import { recordingFetch } from "./recording-fetch";

/** `newsletter.subscribe` for each endpoint of the contract. */
const endpointNames = new Map<Endpoint, string>(
  Object.entries(endpoints).flatMap(([service, calls]) =>
    Object.entries(calls).map(([name, endpoint]) => [endpoint as Endpoint, `${service}.${name}`]),
  ),
);

const caseName = (entry: ConformanceCase) =>
  `${endpointNames.get(entry.endpoint) ?? entry.endpoint.path} as ${entry.as}`;

it("makes at least one call of every endpoint the contract describes", () => {
  const called = new Set(conformanceCases.map((entry) => entry.endpoint));
  const missing = [...endpointNames].filter(([endpoint]) => !called.has(endpoint));
  expect(missing.map(([, name]) => name)).toEqual([]);
});

describe.each([
  { name: "the shop API on PGlite", open: openShopApi },
  { name: "the fake platform", open: openFakePlatform },
])("every SDK call against $name answers what the contract says", ({ open }) => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await open();
  });
  afterAll(() => platform?.close());

  it.each(conformanceCases.map((entry) => [caseName(entry), entry] as const))(
    "%s",
    async (_name, entry) => {
      const recorder = recordingFetch(platform.fetch);
      const cookies = createMemoryCookieJar();
      const token = platform.tokenOf(entry.as);
      if (token) cookies.set(AUTH_TOKEN_COOKIE, token);
      const storefront = createStorefront({
        shopId: "shop_demo",
        endpoints: {
          gatewayBase: platform.origin,
          storefrontApiBase: platform.origin,
          membershipBase: platform.origin,
          creatorSiteBase: platform.origin,
          assetsHost: platform.origin,
          imageHost: platform.origin,
        },
        cookies,
        fetch: recorder.fetch,
      });
      try {
        await entry.call(storefront, platform.facts);
      } finally {
        storefront.destroy();
      }
      const answers = recorder.exchanges.filter((exchange) =>
        isCallOf(entry.endpoint, exchange.method, exchange.path),
      );
      expect(answers.length, "the SDK call reached its endpoint").toBeGreaterThan(0);
      for (const answer of answers) {
        expect(answer.status).toBeLessThan(300);
        const parsed = z.safeParse(answerEnvelope(entry.endpoint), answer.body);
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
    },
  );
});
