import { z } from 'zod';
import { calendarDate, id } from '../../primitives.ts';
import { DOCUMENT_KINDS } from '../enums.ts';

/** One line of the bin card: a posted movement with the balance after it. */
export const binCardLineSchema = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  documentId: z.number().int(),
  reference: z.string(),
  particulars: z.string(),
  received: z.string(),
  issued: z.string(),
  unitCost: z.string(),
  amount: z.string(),
  balanceQuantity: z.string(),
  balanceUnitCost: z.string(),
  balanceValue: z.string(),
});
export type BinCardLine = z.infer<typeof binCardLineSchema>;

export const binCardSchema = z.object({
  materialId: z.number().int(),
  itemCode: z.string(),
  description: z.string(),
  unitCode: z.string(),
  criticalLevel: z.string(),
  accountCode: z.string(),
  locationId: z.number().int(),
  locationName: z.string(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  /** The balance brought forward from before dateFrom. */
  opening: z.object({ quantity: z.string(), unitCost: z.string(), value: z.string() }),
  lines: z.array(binCardLineSchema),
  closing: z.object({ quantity: z.string(), unitCost: z.string(), value: z.string() }),
  totals: z.object({ received: z.string(), issued: z.string() }),
});
export type BinCard = z.infer<typeof binCardSchema>;

export const binCardQuery = z.object({
  materialId: id('Choose the material.'),
  locationId: id('Choose the location.'),
  dateFrom: calendarDate().optional(),
  dateTo: calendarDate().optional(),
});
