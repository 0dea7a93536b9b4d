import type { ApiErrorBody } from "@vitrine/contract";
import { request } from "undici";
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
 * One JSON call to a shop's API, answering the parsed body of a 2xx. It goes through undici's
 * `request` so that `*.localhost` reaches loopback with the shop's name in `Host` and in TLS's
 * server name (Node's `fetch` would replace the header). Every failure becomes a sentence for the terminal: an unreachable shop, a
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

async function send({
  shop,
  method,
  path,
  token,
  body,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: ShopRequest) {
  const url = new URL(path, shop);
  const headers: Record<string, string> = { Accept: "application/json", Host: url.host };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const connectTo = new URL(url);
  connectTo.hostname = connectAddress(url.hostname);
  try {
    const answer = await request(connectTo, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    return { status: answer.statusCode, text: await answer.body.text() };
  } catch (error) {
    throw cliError(
      `Cannot reach the shop at ${shop} (${describeNetworkError(error, timeoutMs)}).`,
      {
        hint: "Check the address, and that the shop is running.",
        cause: error,
      },
    );
  }
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

function describeNetworkError(error: unknown, timeoutMs: number): string {
  const { code, message } = error as Error & { code?: string };
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "ENOTFOUND") return "no such host";
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT") {
    return `no answer in ${timeoutMs} ms`;
  }
  return message;
}
