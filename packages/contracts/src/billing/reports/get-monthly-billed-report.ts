import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { integer } from '../../primitives.ts';

export const monthlyBilledReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/reports/monthly-bills',
  summary: 'Monthly billed report of a year: per month and class, bills, kWh and amount.',
  query: z.object({ year: integer(2000, 2100) }),
  response: z.array(
    z.object({
      period: z.string(),
      consumerClass: z.string(),
      bills: z.number().int(),
      kwh: z.string(),
      total: z.string(),
    }),
  ),
});
