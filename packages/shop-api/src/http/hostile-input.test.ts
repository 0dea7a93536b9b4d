import { endpoints } from "@vitrine/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCallerTokens, openTestShop, type TestShop } from "../testing/test-shop";

/**
 * Every route of the API, read from the app's own route table so a new route is covered the day
 * it is added, is called with what an attacker or a broken client sends: path ids that are empty
 * of meaning or out of every range, bodies of the wrong shape and type, broken JSON, and queries
 * with impossible paging. Whatever the route thinks of it, the answer is a 4xx (or a success),
 * never a 5xx: a 500 means an input reached code that did not expect it.
 */
const PATH_IDS = [
  "x",
  "%00",
  "..",
  "1e309",
  "-1",
  "9".repeat(40),
  "a".repeat(3000),
  "%F0%9F%98%80",
];

const BODIES = [
  undefined,
  "{}",
  "[]",
  "null",
  '"text"',
  '{"broken":',
  '{"__proto__":{"polluted":true}}',
  JSON.stringify({
    id: 1,
    email: 5,
    password: [],
    quantity: "x",
    variantId: {},
    amount: -1,
    items: "x",
    name: null,
    message: 1e308,
    page: -5,
    limit: 1e9,
    settings: [],
    handle: "../x",
    url: "javascript:alert(1)",
    code: {},
    token: 1,
  }),
  JSON.stringify({ quantity: 1e20, amount: 1e20, page: 1.5, limit: "10", email: "a@b" }),
];

const QUERIES = [
  "",
  `?page=-1&limit=abc&sort=%00&ids=,,,&q=${"x".repeat(2000)}`,
  "?page=1e309&limit=-5&cursor=%FF&from=notadate&to=2020-13-45",
];

/** Logging out ends the callers' sessions: walked last, so every other route is also walked signed in. */
const endsSession = (route: { method: string; path: string }) =>
  route.method === endpoints.auth.logout.method && route.path === endpoints.auth.logout.path;

describe("hostile input", () => {
  let shop: TestShop;
  let tokens: Awaited<ReturnType<typeof demoCallerTokens>>;

  beforeAll(async () => {
    // Each request from its own address (`X-Forwarded-For`, trusted here), so rate limits
    // answer none of them and every input reaches its route's checks.
    shop = await openTestShop({ name: "pglite" }, { trustedProxies: ["unknown"] });
    tokens = await demoCallerTokens(shop.api.sessions);
  });
  afterAll(() => shop.close());

  it("no route answers 5xx, whoever calls it and whatever it is sent", async () => {
    const routes = [
      ...new Map(
        shop.api.app.routes
          .filter((route) => route.method !== "ALL")
          .map((route) => [`${route.method} ${route.path}`, route]),
      ).values(),
    ].sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    const failures: string[] = [];
    const answered: Record<number, number> = {};
    let caller = 0;
    for (const route of routes) {
      const bodies = route.method === "GET" || route.method === "DELETE" ? [undefined] : BODIES;
      for (const id of PATH_IDS) {
        const path = route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, id).replace(/\*$/, id);
        for (const token of [undefined, tokens.member, tokens.creator]) {
          for (const body of bodies) {
            for (const query of id === "x" ? QUERIES : [""]) {
              caller += 1;
              const headers: Record<string, string> = {
                "X-Forwarded-For": `10.${caller % 250}.${(caller >> 8) % 250}.${(caller >> 16) % 250}`,
              };
              if (token) {
                headers.Authorization = `Bearer ${token}`;
                headers["X-Membership-Token"] = token;
              }
              const response = await shop.request(`${path}${query}`, {
                method: route.method,
                headers,
                body,
              });
              answered[response.status] = (answered[response.status] ?? 0) + 1;
              const text = await response.text();
              if (response.status >= 500) {
                failures.push(
                  `${response.status} ${route.method} ${path.slice(0, 80)}${query.slice(0, 30)} body=${body?.slice(0, 60)}: ${text.slice(0, 200)}`,
                );
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The inputs reached the routes' own checks: most were refused as invalid or unknown, not
    // stopped before them as unauthenticated.
    expect((answered[400] ?? 0) + (answered[404] ?? 0)).toBeGreaterThan(answered[401] ?? 0);
  }, 300_000);
});
