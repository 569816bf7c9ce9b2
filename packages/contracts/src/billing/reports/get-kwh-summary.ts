import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { kwhSummaryRowSchema, summaryQuery } from './report.ts';

export const kwhSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/summaries/Kwh',
  summary: 'kWh summary of a bill month by branch, route or class.',
  query: summaryQuery,
  response: z.object({ period: z.string(), rows: z.array(kwhSummaryRowSchema), totals: kwhSummaryRowSchema }),
});
