import type { ApiErrorBody } from "@vitrine/contract";

/** Per-request switches every API function accepts as its last argument. */
export interface RequestOptions {
  /** Cancels the request; a cancelled request rejects with the raw abort error, never an ApiError. */
  signal?: AbortSignal;
  /** The caller handles failures itself: errors pass through raw, never as an ApiError. */
  silent?: boolean;
}

/** A failure the shop platform explained in its response body (spec §8). */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The HTTP status code, e.g. `404`. */
  readonly statusCode: number;
  /** The HTTP status text, e.g. `Not Found`. */
  readonly statusMessage: string;
  /** The response body as the platform sent it. */
  readonly data: Partial<ApiErrorBody>;
  /** The platform's failure name (`SSHOP-301`, `VALIDATION_ERROR`, …), when it gave one. */
  readonly code: string | undefined;

  constructor(
    message: string,
    init: {
      statusCode: number;
      statusMessage: string;
      data: Partial<ApiErrorBody>;
      cause?: unknown;
    },
  ) {
    super(message, { cause: init.cause });
    this.statusCode = init.statusCode;
    this.statusMessage = init.statusMessage;
    this.data = init.data;
    this.code = init.data.code ?? init.data.data?.code;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** What the failed request reports: ofetch's FetchError has this shape. */
interface FailedRequest {
  name?: unknown;
  cause?: unknown;
  data?: unknown;
  response?: unknown;
  statusCode?: unknown;
  statusMessage?: unknown;
}

/** The `code` of an ApiError for a request that got no answer at all (offline, DNS, CORS refused). */
export const NETWORK_ERROR = "NETWORK_ERROR";

/**
 * The error rule of spec §8, the only place an ApiError is made. A request that was cancelled or
 * marked silent gets its raw error back; so does a failure whose body explains nothing. A body
 * holding `statusMessage`, `message` or `data.message` becomes an ApiError. The message prefers
 * the human text (`message`, then `data.message`) over the status text; the status message is the
 * response's HTTP status text (the body's `statusMessage` only when the response has none).
 * A request that got no response at all (offline, a refused connection, a CORS refusal) is an
 * ApiError too, with status 0 and the code `NETWORK_ERROR`, so callers handle one error type.
 *
 * @example
 * toApiError(fetchErrorWith(404, { statusMessage: "Not Found", message: "No product x" }), {})
 * // → ApiError { message: "No product x", statusCode: 404, statusMessage: "Not Found", data: body }
 * toApiError(fetchErrorWith(404, { message: "No product x" }), { silent: true })
 * // → the FetchError itself
 */
export function toApiError(error: unknown, request: RequestOptions): unknown {
  if (request.signal?.aborted || isAbortError(error) || request.silent) return error;
  if (typeof error !== "object" || error === null) return error;
  const failed = error as FailedRequest;
  if (
    failed.response === undefined &&
    failed.statusCode === undefined &&
    failed.name === "FetchError"
  ) {
    return networkError(error);
  }
  const body = failed.data;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return error;
  const data = body as Partial<ApiErrorBody>;
  const message =
    nonEmpty(data.message) ?? nonEmpty(data.data?.message) ?? nonEmpty(data.statusMessage);
  if (message === undefined) return error;
  return new ApiError(message, {
    statusCode: positiveInteger(failed.statusCode) ?? positiveInteger(data.statusCode) ?? 500,
    // Spec §8: the HTTP status text; over HTTP/2 there is none, and the body's stands in.
    statusMessage: nonEmpty(failed.statusMessage) ?? nonEmpty(data.statusMessage) ?? "",
    data,
    cause: error,
  });
}

/** The ApiError of a request that got no answer: status 0, code `NETWORK_ERROR`, `cause` the failure. */
export function networkError(
  error: unknown,
  message = "The shop could not be reached. Check the connection and try again.",
): ApiError {
  return new ApiError(message, {
    statusCode: 0,
    statusMessage: "",
    data: { code: NETWORK_ERROR, message },
    cause: error,
  });
}

function isAbortError(error: unknown): boolean {
  const failed = error as FailedRequest | null | undefined;
  return failed?.name === "AbortError" || (failed?.cause as FailedRequest)?.name === "AbortError";
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;
}
