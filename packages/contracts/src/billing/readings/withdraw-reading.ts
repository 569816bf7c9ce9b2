import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';
import { routeSheetRowSchema } from './reading.ts';

export const withdrawReadingEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/meter-readings/withdraw',
  summary: 'Withdraw (clear) one consumer’s unbilled reading for an open bill month; audited. Answers the sheet row.',
  body: z.object({
    billMonthId: id(),
    accountNo: requiredText(1, 30),
  }),
  response: routeSheetRowSchema,
});
