import { endpoint } from '../../http.ts';
import { billMonthFields, billMonthSchema } from './bill-month.ts';

export const createBillMonthEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/bill-months',
  summary: 'Open a bill month.',
  body: billMonthFields,
  response: billMonthSchema,
});
