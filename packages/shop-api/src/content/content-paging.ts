import { z } from "zod";
import { MAX_PAGE_SIZE } from "../http/paging";

/**
 * Query of the membership API's listings: 0-based `page` and `size`, as the direct-message and
 * billing calls name them.
 * @example contentPageQuery.parse({ page: "1" }) // { page: 1, size: 12 }
 */
export const contentPageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(12),
});
