import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { billMonthSchema } from './bill-month.ts';

export const listBillMonthsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/bill-months',
  summary: 'Bill months, newest first, with reading and due dates, status and configuration.',
  response: z.array(billMonthSchema),
});
