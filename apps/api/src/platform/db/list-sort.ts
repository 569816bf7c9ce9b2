// The ORDER BY a list asked for, from a whitelist of column expressions. Handlers put it first
// and keep their own order after it as the tie-break, so pages stay stable.
import type { SortOrder } from '@ilaw/contracts/platform/list-sort';
import { sql, type Expression, type RawBuilder } from 'kysely';

export interface SortRequest<C extends string> {
  sort?: C | undefined;
  order?: SortOrder | undefined;
}

/**
 * `q.orderBy(requested)` for the column the query names, or undefined when it names none.
 * Nulls sort last either way: a blank column should not fill the first page.
 */
export function requestedOrder<C extends string>(
  query: SortRequest<C>,
  columns: Record<C, Expression<unknown>>,
): RawBuilder<unknown> | undefined {
  if (query.sort === undefined) return undefined;
  const direction = query.order === 'desc' ? sql.raw('DESC NULLS LAST') : sql.raw('ASC NULLS LAST');
  return sql`${columns[query.sort]} ${direction}`;
}
