// Paged lists answer { data, total } from one round trip: the window count rides on each row.
import type { Paged, PagingQuery } from '@ilaw/contracts/http';
import { sql, type SelectQueryBuilder } from 'kysely';

export async function paginate<DB, TB extends keyof DB, O, T>(
  query: SelectQueryBuilder<DB, TB, O>,
  paging: PagingQuery,
  toDto: (row: O) => T,
): Promise<Paged<T>> {
  const rows = await query
    .select(sql<number>`count(*) OVER ()`.as('__total'))
    .limit(paging.itemsPerPage)
    .offset((paging.page - 1) * paging.itemsPerPage)
    .execute();
  let total = Number((rows[0] as { __total?: number } | undefined)?.__total ?? 0);
  if (rows.length === 0 && paging.page > 1) {
    // Past the last page: still say how many there are.
    const counted = await query
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst();
    total = Number((counted as { n?: number } | undefined)?.n ?? 0);
  }
  return { data: rows.map((r) => toDto(r as O)), total };
}
