// A list's server-side sort: `sort` names one of the columns the endpoint whitelists, `order` is
// asc or desc. Lists declare `pagingQuery.extend(sortQuery([...]).shape)`; the web's useListParams
// sends the same two keys from the URL.
import { z } from 'zod';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** `sort` (one of `columns`) and `order` query keys; an unknown column is refused with a 400. */
export function sortQuery<const C extends string>(columns: readonly [C, ...C[]]) {
  return z.object({
    sort: z.enum(columns, { error: 'Unknown sort column.' }).optional(),
    order: z.enum(SORT_ORDERS, { error: 'Order must be asc or desc.' }).optional(),
  });
}

/** The columns a list endpoint's query accepts for `sort` (for the web's `sortable` list). */
export type SortColumnOf<Q> = Q extends { sort?: infer C } ? Exclude<C, undefined> : never;
