import { z } from 'zod';
import { endpoint, isoDate } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { withoutPayRowSchema } from './without-pay-row.ts';

export const withoutPaySummaryQuery = z
  .object({
    dateFrom: isoDate,
    dateTo: isoDate,
    search: searchText(100).optional(),
  })
  .refine((v) => v.dateTo >= v.dateFrom, {
    path: ['dateTo'],
    message: 'The end date must not be before the start date.',
  });

export const withoutPaySummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leaves/without-pay-summary',
  summary:
    'Days without pay (Used lines with status WithoutPay) per employee, month and leave type, for leave starting within the period; with the total.',
  query: withoutPaySummaryQuery,
  response: z.object({ rows: z.array(withoutPayRowSchema), totalDays: z.string() }),
});
