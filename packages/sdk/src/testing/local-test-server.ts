import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the test server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The raw body; JSON bodies also parsed under `json`, multipart under `form`. */
  body: string;
  json: unknown;
  form: FormData | undefined;
}

export type TestResponder = (request: RecordedRequest, response: ServerResponse) => void;

export interface LocalTestServer {
  origin: string;
  requests: RecordedRequest[];
  /** Replaces how the server answers; by default `200 { data: { ok: true } }`. */
  respondWith(responder: TestResponder): void;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/** A real HTTP server on 127.0.0.1 with a free port, recording every request, for tests only. */
export async function startLocalTestServer(): Promise<LocalTestServer> {
  const requests: RecordedRequest[] = [];
  let responder: TestResponder = (_request, response) =>
    sendJson(response, 200, { data: { ok: true } });
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const raw = Buffer.concat(chunks);
      const body = raw.toString("utf8");
      const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
      const contentType = incoming.headers["content-type"] ?? "";
      const form = contentType.startsWith("multipart/form-data")
        ? await new Request(url, {
            method: "POST",
            headers: { "content-type": contentType },
            body: raw,
          }).formData()
        : undefined;
      const recorded: RecordedRequest = {
        method: incoming.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body,
        json: contentType.startsWith("application/json") ? JSON.parse(body) : undefined,
        form,
      };
      requests.push(recorded);
      responder(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    respondWith: (next) => {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
