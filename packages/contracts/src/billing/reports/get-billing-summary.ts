import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { billingSummaryRowSchema, summaryQuery } from './report.ts';

export const billingSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/summaries',
  summary: 'Billing summary of a bill month by branch, route or class (posted bills).',
  query: summaryQuery,
  response: z.object({ period: z.string(), rows: z.array(billingSummaryRowSchema), totals: billingSummaryRowSchema }),
});
