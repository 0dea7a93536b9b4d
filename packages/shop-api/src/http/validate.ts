import type { Context } from "hono";
import { type ZodError, z } from "zod";
import type * as core from "zod/v4/core";
import { bodyKindOf } from "./body-kind";
import { type ApiErrorIssue, httpError } from "./http-error";

export function zodIssues(error: ZodError): ApiErrorIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
}

/** `input` checked against `schema` (classic or mini zod); a 400 VALIDATION_ERROR lists what is wrong. */
export function parseOrThrow<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw httpError(400, "The request is not valid.", {
    code: "VALIDATION_ERROR",
    issues: zodIssues(result.error),
  });
}

/** The query string checked against `schema`; a 400 VALIDATION_ERROR lists what is wrong. */
export function parseQuery<S extends core.$ZodType>(c: Context, schema: S): core.output<S> {
  return parseOrThrow(schema, c.req.query());
}

/**
 * The JSON body checked against `schema`: 415 unless it is sent as `application/json`, 400 when it
 * is not JSON or not what the schema asks.
 */
export async function parseJson<S extends core.$ZodType>(
  c: Context,
  schema: S,
): Promise<core.output<S>> {
  if (bodyKindOf(c.req.header("Content-Type")) !== "json") {
    throw httpError(415, "Send the request body as application/json.", {
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw httpError(400, "The request body must be JSON.", { code: "VALIDATION_ERROR" });
  }
  return parseOrThrow(schema, body);
}
