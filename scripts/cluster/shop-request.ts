import { Agent, request } from "undici";

export interface ShopAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ShopRequestInit {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is, as JSON unless the headers name another `Content-Type`. */
  body?: string;
}

/** Connections kept open between calls, as a browser keeps them. */
const dispatcher = new Agent({ connections: 64 });

/** The answer's head arrived, then its connection was cut (a node killed while it answered). */
export const ANSWER_CUT = "aborted";

/**
 * One call to a shop on 127.0.0.1:`port` by its name (`Host: demo.localhost:port`), through
 * undici's `request`: Node's `fetch` would replace the `Host` header with the URL's.
 *
 * @example
 * await shopRequest(8080, "demo.localhost", "/pod/products")
 * // { status: 200, headers: { "cache-control": "public, …" }, body: '{"data":[…]}' }
 */
export async function shopRequest(
  port: number,
  shop: string,
  path: string,
  init: ShopRequestInit = {},
): Promise<ShopAnswer> {
  const body = init.json === undefined ? init.body : JSON.stringify(init.json);
  const answer = await request(`http://127.0.0.1:${port}${path}`, {
    dispatcher,
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers: {
      Host: `${shop}:${port}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...init.headers,
    },
    body,
  });
  // undici words a cut body as it words a connection refused ("other side closed"): a load test
  // must tell a request nobody answered from an answer that began and could not end.
  const text = await answer.body.text().catch((error: unknown) => {
    throw new Error(ANSWER_CUT, { cause: error });
  });
  return { status: answer.statusCode, headers: answer.headers, body: text };
}
