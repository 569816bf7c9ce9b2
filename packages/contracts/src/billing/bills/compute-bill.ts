import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';
import { billLineSchema, billSchema, computeResultSchema } from './bill.ts';

export const computeBillEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/bills/compute',
  summary: 'Compute one consumer’s bill for a bill month (test mode posts nothing). Answers the bill.',
  body: z.object({
    billMonthId: id(),
    accountNo: requiredText(1, 30),
    testMode: z.boolean().default(false),
  }),
  response: z.object({
    result: computeResultSchema,
    bill: billSchema.nullable(),
    preview: z.object({ kwh: z.string(), total: z.string(), lines: z.array(billLineSchema) }).nullable(),
  }),
});
