import { z } from 'zod';
import { endpoint } from '../http.ts';

export const payrollOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(['Draft', 'ForApproval', 'Posted', 'Cancelled']),
});
export type PayrollOption = z.infer<typeof payrollOptionSchema>;

export const payrollOptionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/options/Payrolls',
  summary: 'Payrolls for pickers, latest period first.',
  response: z.array(payrollOptionSchema),
});
