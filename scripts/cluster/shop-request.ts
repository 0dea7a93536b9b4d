import { Agent, request } from "node:http";

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
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One call to a shop on 127.0.0.1:`port` by its name (`Host: demo.localhost:port`). Node's
 * `fetch` would replace the `Host` header with the URL's, so this is `node:http`.
 *
 * @example
 * await shopRequest(8080, "demo.localhost", "/pod/products")
 * // { status: 200, headers: { "cache-control": "public, …" }, body: '{"data":[…]}' }
 */
export function shopRequest(
  port: number,
  shop: string,
  path: string,
  init: ShopRequestInit = {},
): Promise<ShopAnswer> {
  const body = init.json === undefined ? init.body : JSON.stringify(init.json);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: init.method ?? (body === undefined ? "GET" : "POST"),
        agent,
        headers: {
          Host: `${shop}:${port}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...init.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
