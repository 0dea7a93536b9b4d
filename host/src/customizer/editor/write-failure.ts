import { isApiError } from "@vitrine/sdk";
import type { TFunction } from "i18next";
import type { WriteFailure } from "./editor-state";
import { messageOf } from "./remote-load";

/**
 * How a failed write is treated: a 409 is a conflict (the settings changed elsewhere), a 400 names
 * what is invalid (`issues`, as `path: message`), anything else (401/403, 5xx, the network) may
 * be retried.
 *
 * @example
 * writeFailure(t, new ApiError("Too wide", { statusCode: 400, data: { issues: [{ path: "page_width", message: "too wide" }] } }))
 * // → { kind: "invalid", message: "Too wide", issues: ["page_width: too wide"] }
 */
export function writeFailure(t: TFunction, error: unknown): WriteFailure {
  const message = messageOf(t, error);
  if (!isApiError(error)) return { kind: "failed", message, issues: [] };
  const issues = (error.data.issues ?? []).map((issue) => `${issue.path}: ${issue.message}`);
  if (error.statusCode === 409) return { kind: "conflict", message, issues };
  return { kind: error.statusCode === 400 ? "invalid" : "failed", message, issues };
}
