import * as z from "zod/mini";
import { DEFAULT_PAGE_SIZE } from "../limits";
import { pageNum, pageSize } from "../rules/field-rules";
import { type SortDirection, sortDirection } from "../types/common";

/**
 * A comma-separated list of ids in a query string, at most 100 of 100 characters each.
 *
 * @example
 * z.parse(commaList, "a, b,,c") // → ["a", "b", "c"]
 */
export const commaList = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(4000)),
    z.transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    ),
  ),
  z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100)),
);

/** An id in a query string: short and never empty. */
export const queryId = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * The query of a listing call: 0-based `pageNum`, `pageSize` (12 unless the listing says), and the
 * listing's own orders, each with its default.
 *
 * @example
 * z.parse(listingQuery(["price", "name"], { orderBy: "name", direction: "ASC" }), { pageNum: "1" })
 * // → { pageNum: 1, pageSize: 12, orderBy: "name", direction: "ASC" }
 */
export function listingQuery<const OrderBy extends string>(
  orderBys: readonly [OrderBy, ...OrderBy[]],
  defaults: { orderBy: OrderBy; direction: SortDirection; pageSize?: number },
) {
  return z.object({
    pageNum: z._default(pageNum, 0),
    pageSize: z._default(pageSize, defaults.pageSize ?? DEFAULT_PAGE_SIZE),
    orderBy: z._default(z.enum(orderBys), defaults.orderBy),
    direction: z._default(sortDirection, defaults.direction),
  });
}

/**
 * A count in a query string from 1 to `max`, `fallback` when absent (a feed's or a list's length).
 *
 * @example
 * z.parse(queryCount(50, 12), undefined) // → 12
 */
export function queryCount(max: number, fallback: number) {
  return z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);
}
