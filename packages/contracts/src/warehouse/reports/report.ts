// The warehouse's and accounting's reports, all read from the posted movements (the bin cards).
import { z } from 'zod';
import { calendarDate, id, integer } from '../../primitives.ts';

export const periodQuery = z.object({
  dateFrom: calendarDate(),
  dateTo: calendarDate(),
  locationId: id().optional(),
});

export const fastMovingQuery = periodQuery.extend({ limit: integer(1, 500).default(50) });

/** A material by quantity issued (charge tickets less credit tickets) in the period. */
export const fastMovingRowSchema = z.object({
  materialId: z.number().int(),
  itemCode: z.string(),
  description: z.string(),
  unitCode: z.string(),
  issues: z.number().int(),
  issued: z.string(),
  returned: z.string(),
  netIssued: z.string(),
  onHand: z.string(),
});
export type FastMovingRow = z.infer<typeof fastMovingRowSchema>;

/** Charge-ticket costing: per month and account charged, the amounts charged and credited. */
export const costingRowSchema = z.object({
  month: z.string(),
  account: z.string(),
  tickets: z.number().int(),
  charged: z.string(),
  credited: z.string(),
  net: z.string(),
});
export type CostingRow = z.infer<typeof costingRowSchema>;
export const costingSchema = z.object({
  rows: z.array(costingRowSchema),
  totals: z.object({ charged: z.string(), credited: z.string(), net: z.string() }),
});

/** A material's price index: per month, the receipts' quantity-weighted unit cost and the average after. */
export const priceIndexQuery = z.object({
  materialId: id('Choose the material.'),
  dateFrom: calendarDate().optional(),
});
export const priceIndexRowSchema = z.object({
  month: z.string(),
  received: z.string(),
  receiptCost: z.string().nullable(),
  averageCost: z.string(),
  /** averageCost against the first month's, as a percent (100.00 = unchanged). */
  index: z.string(),
});
export const priceIndexSchema = z.object({
  materialId: z.number().int(),
  itemCode: z.string(),
  description: z.string(),
  rows: z.array(priceIndexRowSchema),
});

/** Inventory by material category as of a date. */
export const inventoryQuery = z.object({ asOf: calendarDate(), locationId: id().optional() });
export const inventoryRowSchema = z.object({
  categoryName: z.string(),
  accountCode: z.string(),
  materials: z.number().int(),
  value: z.string(),
});
export const inventorySchema = z.object({ rows: z.array(inventoryRowSchema), totalValue: z.string() });
