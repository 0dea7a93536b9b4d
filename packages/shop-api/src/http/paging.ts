import type { PageInfo } from "@vitrine/contract";
import type { SelectQueryBuilder } from "kysely";

/**
 * The `page` block of a listing response.
 * @example pageInfo(0, 12, 30) // { pageNum: 0, pageSize: 12, totalElements: 30, totalPages: 3 }
 */
export function pageInfo(pageNum: number, pageSize: number, totalElements: number): PageInfo {
  return { pageNum, pageSize, totalElements, totalPages: Math.ceil(totalElements / pageSize) };
}

/**
 * One page of a listing and its page block, from the listing's query (selection and order
 * included): the rows of page `page` and the count of all of them, in parallel.
 * @example
 * const { rows, page } = await listPage(db.selectFrom("posts").selectAll().orderBy("id"), { page: 1, size: 12 })
 * // rows 12–23, page: { pageNum: 1, pageSize: 12, totalElements: 30, totalPages: 3 }
 */
export async function listPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, size }: { page: number; size: number },
): Promise<{ rows: O[]; page: PageInfo }> {
  const counted = query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll().as("total"));
  const [rows, count] = await Promise.all([
    query
      .limit(size)
      .offset(page * size)
      .execute(),
    // Kysely cannot follow the selection through the generic builder; PostgreSQL counts as text.
    counted.executeTakeFirstOrThrow() as Promise<{ total: number | string | bigint }>,
  ]);
  return { rows, page: pageInfo(page, size, Number(count.total)) };
}
