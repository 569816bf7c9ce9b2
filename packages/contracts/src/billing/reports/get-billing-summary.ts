import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { billingSummaryRowSchema, summaryQuery } from './report.ts';

export const billingSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/summaries',
  summary: 'Billing summary of a bill month by branch, route or class (posted bills).',
  query: summaryQuery,
  // A closed month (docs/decisions/047): rows and totals as at closing; afterClosing is what
  // adjustments and cancellations changed since, totalNow the month's figures today. Both null for an
  // open month.
  response: z.object({
    period: z.string(),
    closedAt: z.string().nullable(),
    rows: z.array(billingSummaryRowSchema),
    totals: billingSummaryRowSchema,
    afterClosing: billingSummaryRowSchema.nullable(),
    totalNow: billingSummaryRowSchema.nullable(),
  }),
});
