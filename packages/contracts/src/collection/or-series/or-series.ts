// An official-receipt range (pre-numbered forms) assigned to a teller: used in order, without
// gaps; cancelled numbers stay in the sequence. Ranges never overlap.
import { z } from 'zod';
import { id, integer } from '../../primitives.ts';

export const MAX_OR_NUMBER = 999_999_999;
export const OR_SERIES_OVERLAP = 'This range overlaps an OR range already assigned.';

export const orSeriesSchema = z.object({
  id: z.number().int(),
  tellerId: z.number().int(),
  tellerName: z.string(),
  startNo: z.number().int(),
  endNo: z.number().int(),
  used: z.number().int(),
  /** The next number to issue, null when the range is used up. */
  nextNo: z.number().int().nullable(),
  assignedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type OrSeries = z.infer<typeof orSeriesSchema>;

export const orSeriesFields = z
  .object({
    tellerId: id(),
    startNo: integer(1, MAX_OR_NUMBER),
    endNo: integer(1, MAX_OR_NUMBER),
  })
  .refine((v) => v.endNo >= v.startNo, { path: ['endNo'], message: 'The last number cannot be below the first.' })
  .refine((v) => v.endNo - v.startNo < 100_000, {
    path: ['endNo'],
    message: 'A range holds at most 100,000 receipts.',
  });
