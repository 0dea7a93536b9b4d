import { STATUS_CODES } from "node:http";
import type { ApiErrorBody } from "@vitrine/contract";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { type HttpError, httpError, isHttpError } from "./http-error";
import { zodIssues } from "./validate";

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

/** Reports an unexpected error somewhere; never given request bodies or headers. */
export type ErrorReporter = (error: unknown, request: { method: string; path: string }) => void;

/** The body every error response carries, in the shape the SDK's error rule reads. */
export function errorBody(error: HttpError): ApiErrorBody {
  const { code, redirectTo, issues } = error.details;
  return {
    statusCode: error.status,
    statusMessage: STATUS_CODES[error.status] ?? "Error",
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(redirectTo !== undefined ? { redirectTo } : {}),
    ...(issues !== undefined ? { issues } : {}),
  };
}

/** Maps any thrown value to a caller-safe HttpError; unexpected ones become a bare 500. */
export function toHttpError(error: unknown): HttpError | null {
  if (isHttpError(error)) return error;
  if (error instanceof ZodError) {
    return httpError(400, "The request is not valid.", {
      code: "VALIDATION_ERROR",
      issues: zodIssues(error),
    });
  }
  if (error instanceof HTTPException && error.status < 500) {
    return httpError(error.status, error.message || (STATUS_CODES[error.status] ?? "Error"));
  }
  return null;
}

/** Hono `onError`: every failure leaves as an `ApiErrorBody`, 500s without any detail. */
export function createErrorHandler(report: ErrorReporter) {
  return (error: unknown, c: Context) => {
    const known = toHttpError(error);
    if (known) return c.json(errorBody(known), known.status as ContentfulStatusCode);
    report(error, { method: c.req.method, path: c.req.path });
    return c.json(errorBody(httpError(500, INTERNAL_MESSAGE, { code: "INTERNAL_ERROR" })), 500);
  };
}

/** Hono `notFound`: unknown paths answer like unknown ids. */
export function notFoundHandler(c: Context) {
  return c.json(
    errorBody(httpError(404, `No route for ${c.req.method} ${c.req.path}`, { code: "NOT_FOUND" })),
    404,
  );
}
