import { MAX_PAGE_SIZE } from "@vitrine/contract";

/** Spec §9: listings come 12 at a time, billing history 10; no call asks for more than the cap. */
export { BILLING_PAGE_SIZE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@vitrine/contract";
/** Direct-message threads per page. */
export const DIRECT_MESSAGES_PAGE_SIZE = 20;

/**
 * The one place where the UI's 1-based page becomes the call's 0-based `pageNum` / `page`.
 *
 * @example
 * toCallPage(undefined) // → 0 (the first page)
 * toCallPage(3)         // → 2
 * toCallPage(0)         // throws RangeError: pages are counted from 1
 */
export function toCallPage(uiPage: number | undefined): number {
  if (uiPage === undefined) return 0;
  if (!Number.isSafeInteger(uiPage) || uiPage < 1) {
    throw new RangeError(`Page must be a whole number from 1, got ${uiPage}`);
  }
  return uiPage - 1;
}

/**
 * A response's 0-based `pageNum` as the UI counts it.
 *
 * @example
 * toUiPage(0) // → 1
 */
export function toUiPage(callPage: number): number {
  return callPage + 1;
}

/**
 * A page size or item limit, `fallback` when absent.
 *
 * @example
 * toPageSize(undefined, 12) // → 12
 * toPageSize(500, 12)       // throws RangeError
 */
export function toPageSize(size: number | undefined, fallback: number): number {
  if (size === undefined) return fallback;
  if (!Number.isSafeInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw new RangeError(
      `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}, got ${size}`,
    );
  }
  return size;
}
