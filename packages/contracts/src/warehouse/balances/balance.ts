import { z } from 'zod';
import { pagingQuery } from '../../http.ts';
import { calendarDate, id, searchText } from '../../primitives.ts';

/** A material's balance at a location as of a date (its last movement on or before it). */
export const balanceSchema = z.object({
  materialId: z.number().int(),
  itemCode: z.string(),
  description: z.string(),
  unitCode: z.string(),
  categoryName: z.string(),
  locationId: z.number().int(),
  locationName: z.string(),
  quantity: z.string(),
  unitCost: z.string(),
  value: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const balancesQuery = z.object({
  asOf: calendarDate(),
  locationId: id().optional(),
  search: searchText().optional(),
});
export const listBalancesQuery = pagingQuery.extend(balancesQuery.shape);

export const balancesPageSchema = z.object({
  data: z.array(balanceSchema),
  total: z.number().int(),
  totalValue: z.string(),
});
