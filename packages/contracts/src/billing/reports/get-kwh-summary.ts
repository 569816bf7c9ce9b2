import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { kwhSummaryRowSchema, summaryQuery } from './report.ts';

export const kwhSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/summaries/Kwh',
  summary: 'kWh summary of a bill month by branch, route or class.',
  query: summaryQuery,
  // A closed month (docs/decisions/047): rows and totals as at closing; afterClosing is what
  // adjustments and cancellations changed since, totalNow the month's figures today. Both null for an
  // open month.
  response: z.object({
    period: z.string(),
    closedAt: z.string().nullable(),
    rows: z.array(kwhSummaryRowSchema),
    totals: kwhSummaryRowSchema,
    afterClosing: kwhSummaryRowSchema.nullable(),
    totalNow: kwhSummaryRowSchema.nullable(),
  }),
});
