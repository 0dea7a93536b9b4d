import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { ApiErrorBody } from "@vitrine/contract";
import { cliError } from "../cli-error";
import { connectAddress } from "./shop-url";

export interface ShopRequest {
  /** The shop's origin, `http://minimal.localhost:3000`. */
  shop: string;
  method: "GET" | "POST" | "DELETE";
  path: string;
  token?: string;
  body?: unknown;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * One JSON call to a shop's API, answering the parsed body of a 2xx. It goes through `node:http`
 * so that `*.localhost` reaches loopback with the shop's name in `Host` (Node's `fetch` would
 * replace the header). Every failure becomes a sentence for the terminal: an unreachable shop, a
 * refused login, a caller who is not the shop's creator, the API's own message for a 4xx.
 *
 * @example
 * await shopRequest({ shop: "http://minimal.localhost:3000", method: "GET", path: "/api/creators/themes", token })
 * // → { data: [{ handle: "minimal", version: 1, live: true, … }] }
 */
export async function shopRequest<T>(call: ShopRequest): Promise<T> {
  const { status, text } = await send(call);
  const body = parseBody(text);
  if (status >= 200 && status < 300) return body as T;
  throw failure(call, status, body);
}

function send({ shop, method, path, token, body, timeoutMs = DEFAULT_TIMEOUT_MS }: ShopRequest) {
  const url = new URL(path, shop);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const headers: Record<string, string> = { Accept: "application/json", Host: url.host };
  if (payload) {
    headers["Content-Type"] = "application/json";
    headers["Content-Length"] = String(payload.length);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = request(
      {
        host: connectAddress(url.hostname),
        port: url.port || (url.protocol === "https:" ? 443 : 80),
        servername: url.hostname,
        method,
        path: url.pathname + url.search,
        headers,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    outgoing.on("error", (error) =>
      reject(
        cliError(`Cannot reach the shop at ${shop} (${describeNetworkError(error)}).`, {
          hint: "Check the address, and that the shop is running.",
          cause: error,
        }),
      ),
    );
    outgoing.end(payload);
  });
}

function parseBody(text: string): unknown {
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function failure({ shop, method, path, token }: ShopRequest, status: number, body: unknown) {
  const message = messageOf(body);
  // Without a token (a login) a 401 or 403 is about the credentials: the API's message says so.
  if (status === 401 && token) {
    return cliError(
      `The shop at ${shop} did not accept your session${message ? `: ${message}` : "."}`,
      {
        hint: `Log in as the shop's creator: vitrine login --shop ${shop}`,
      },
    );
  }
  if (status === 403 && token) {
    return cliError(`Only the creator of the shop at ${shop} may do this.`, {
      hint: `Log in with the shop's creator account: vitrine login --shop ${shop}`,
    });
  }
  if (status === 404 && !message) {
    return cliError(`The shop at ${shop} has no ${method} ${path}: is it a Vitrine shop?`);
  }
  return cliError(message ?? `The shop answered ${status} to ${method} ${path}.`);
}

/**
 * The API's message (`ApiErrorBody`) as the shop wrote it, then each field it names that the
 * message does not already say (a refusal's first issue usually is its message).
 *
 * @example
 * messageOf({ message: "manifest.entry must be a .js file", issues: [{ path: "manifest.entry", message: "must be a .js file" }, { path: "manifest.styles[0]", message: "must be a .css file" }] })
 * // "manifest.entry must be a .js file\n  manifest.styles[0]: must be a .css file"
 */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { message, issues } = body as Partial<ApiErrorBody>;
  if (typeof message !== "string" || message === "") return undefined;
  const more = (Array.isArray(issues) ? issues : []).filter(
    (issue) => !message.includes(issue.message),
  );
  return [message, ...more.map((issue) => `  ${issue.path}: ${issue.message}`)].join("\n");
}

function describeNetworkError(error: Error & { code?: string }): string {
  if (error.code === "ECONNREFUSED") return "connection refused";
  if (error.code === "ENOTFOUND") return "no such host";
  return error.message;
}
