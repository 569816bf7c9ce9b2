import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { billMonth } from './non-power-schedule.ts';

export const generateRecurringBillsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/billing/non-power-bill-schedules/generate',
  summary: "Bills every recurring schedule's installment of a bill month (once: a month already billed is skipped).",
  body: z.object({ period: billMonth }),
  response: z.object({ period: z.string(), generated: z.number().int() }),
});
