import { z } from 'zod';
import { isoDate } from '../../http.ts';
import { branchCode, id } from '../../primitives.ts';

export const collectionSummaryQuery = z
  .object({ from: isoDate, to: isoDate, branchCode: branchCode().optional(), tellerId: id().optional() })
  .refine((v) => v.to >= v.from, { path: ['to'], message: 'The end date cannot be before the start date.' })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 <= 366, {
    path: ['to'],
    message: 'Choose at most a year.',
  });

const total = z.object({ key: z.string(), label: z.string(), payments: z.number().int(), amount: z.string() });

export const collectionSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.string(),
  payments: z.number().int(),
  byDay: z.array(z.object({ date: z.string(), payments: z.number().int(), amount: z.string() })),
  byBranch: z.array(total),
  byTown: z.array(total),
  byTeller: z.array(total),
  /** Tellers' windows now; payment channels join when their uploads post. */
  byChannel: z.array(total),
  byGlAccount: z.array(z.object({ code: z.string(), description: z.string(), amount: z.string() })),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;
