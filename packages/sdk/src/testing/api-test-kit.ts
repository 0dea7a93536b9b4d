import { expect } from "vitest";
import { createMemoryCookieJar } from "../cookies/memory-cookie-jar";
import { writeAuthToken } from "../cookies/tokens";
import { createStorefront, type Storefront } from "../create-storefront";
import { type LocalTestServer, sendJson } from "./local-test-server";

/** For tests only: one row of an API table, the call and what must reach the server. */
export interface CallRow {
  name: string;
  call: (api: Storefront["api"]) => Promise<unknown>;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path on the base, which the test storefront prefixes with /sf, /gw or /ms. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** What the server answers; a list when `page` is given. */
  data?: unknown;
  page?: unknown;
  /** What the call answers, when the SDK reads the server's answer into another form. */
  answer?: unknown;
}

export const TEST_TOKEN = "member-token";

/** A storefront whose bases are folders of the test server, logged in with `TEST_TOKEN`. */
export function testStorefront(server: LocalTestServer): Storefront {
  const cookies = createMemoryCookieJar();
  writeAuthToken(cookies, TEST_TOKEN);
  return createStorefront({
    shopId: "shop_1",
    cookies,
    endpoints: {
      storefrontApiBase: `${server.origin}/sf`,
      gatewayBase: `${server.origin}/gw`,
      membershipBase: `${server.origin}/ms`,
      creatorSiteBase: `${server.origin}/creator`,
      assetsHost: `${server.origin}/assets`,
      imageHost: `${server.origin}/img`,
    },
  });
}

/** Runs one row: the request's method, path, query and body, and the typed answer. */
export async function expectCall(
  server: LocalTestServer,
  storefront: Storefront,
  row: CallRow,
  base: "/sf" | "/gw" | "/ms",
): Promise<void> {
  const data = row.data ?? { answer: row.name };
  const body = row.page === undefined ? { data } : { data, page: row.page };
  server.respondWith((_request, response) => sendJson(response, 200, body));
  const before = server.requests.length;
  const answer = await row.call(storefront.api);
  expect(server.requests).toHaveLength(before + 1);
  const request = server.requests[before];
  expect(request?.method).toBe(row.method);
  expect(request?.path).toBe(`${base}${row.path}`);
  expect(Object.fromEntries(request?.query ?? [])).toEqual(row.query ?? {});
  expect(request?.json).toEqual(row.body);
  expect(request?.headers["x-shopid"]).toBe("shop_1");
  expect(answer).toEqual(row.answer ?? (row.page === undefined ? data : body));
}
