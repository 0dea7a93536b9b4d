import * as z from "zod/mini";
import { DEFAULT_PAGE_SIZE } from "../limits";
import { pageNum, pageSize } from "../rules/field-rules";

/**
 * The wire query of the membership API's listings: a 0-based `page` and a `size`, as the content,
 * direct-message and billing calls name them, `defaultSize` items when the caller names none.
 *
 * @example
 * z.parse(contentPageQuery(), { page: "1" }) // → { page: 1, size: 12 }
 */
export function contentPageQuery(defaultSize = DEFAULT_PAGE_SIZE) {
  return z.object({
    page: z._default(pageNum, 0),
    size: z._default(pageSize, defaultSize),
  });
}

/**
 * A `true`/`false` query flag, absent when the caller does not filter.
 *
 * @example
 * z.parse(queryFlag, "true") // → true
 */
export const queryFlag = z.optional(
  z.pipe(
    z.enum(["true", "false"]),
    z.transform((value) => value === "true"),
  ),
);
