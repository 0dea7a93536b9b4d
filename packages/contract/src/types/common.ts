import * as z from "zod/mini";

/**
 * Amounts on the wire are integer minor units of the shop's currency (cents for USD),
 * so that totals computed on the server and in the browser never drift by a float rounding.
 */
export const moneyMinor = z.number().check(z.int());
export type MoneyMinor = z.output<typeof moneyMinor>;

/** ISO-8601 timestamp, e.g. `2026-11-22T19:00:00.000Z`. */
export const isoDateTime = z.iso.datetime({ offset: true });
export type IsoDateTime = string;

/** Sort direction of listing calls. */
export const sortDirection = z.enum(["ASC", "DESC"]);
export type SortDirection = z.output<typeof sortDirection>;

/** Paging block of every listing response. `pageNum` is 0-based, like the request's. */
export const pageInfo = z.object({
  pageNum: z.number().check(z.int(), z.minimum(0)),
  pageSize: z.number().check(z.int(), z.minimum(1)),
  totalElements: z.number().check(z.int(), z.minimum(0)),
  totalPages: z.number().check(z.int(), z.minimum(0)),
});
export type PageInfo = z.output<typeof pageInfo>;

/** Envelope of every single-resource response: the payload is under `data`. */
export interface DataResponse<T> {
  data: T;
}

/** Envelope of every listing response: items under `data`, paging under `page`. */
export interface ListResponse<T> {
  data: T[];
  page: PageInfo;
}

/**
 * One field a request got wrong. A refused theme upload also names the rule it breaks
 * (`imports`, `settings`, `budget`, …) and, for a script, the file, line and column.
 */
export interface ApiErrorIssue {
  path: string;
  message: string;
  rule?: string;
  file?: string;
  line?: number;
  column?: number;
}

/**
 * Body of every error response of the shop platform. The SDK's error rule (spec §8) reads
 * `statusMessage`, `message` or `data.message`; `code` names the failure for programs
 * (`SSHOP-301`, `SSHOP-403`, `VALIDATION_ERROR`, `SHOP_NOT_FOUND`, …) and `redirectTo`
 * accompanies the SSHOP redirect codes.
 */
export interface ApiErrorBody {
  statusCode: number;
  statusMessage: string;
  message: string;
  code?: string;
  redirectTo?: string;
  /** Field-level validation failures, when `code` is `VALIDATION_ERROR`. */
  issues?: ApiErrorIssue[];
  data?: { message?: string; redirectTo?: string; code?: string };
}
