import type { ApiErrorIssue } from "@vitrine/contract";

export type { ApiErrorIssue };

export interface HttpErrorDetails {
  /** Names the failure for programs: `SSHOP-301`, `VALIDATION_ERROR`, `SHOP_NOT_FOUND`, … */
  code?: string;
  /** Where the client should go instead (SSHOP-301, SSHOP-403): a relative path. */
  redirectTo?: string;
  issues?: ApiErrorIssue[];
}

/** The one error class of the API; its message is safe to show to the caller. */
export class HttpError extends Error {
  readonly status: number;
  readonly details: HttpErrorDetails;

  constructor(status: number, message: string, details: HttpErrorDetails = {}) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.details = details;
  }
}

/**
 * The one factory for failures the caller should see.
 * @example throw httpError(404, "Product not found", { code: "NOT_FOUND" })
 */
export function httpError(status: number, message: string, details?: HttpErrorDetails): HttpError {
  return new HttpError(status, message, details);
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
