import { endpoint, idParam } from '../../http.ts';
import { billMonthSchema } from './bill-month.ts';

export const closeBillMonthEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/bill-months/{id}/close',
  summary: 'Close a bill month: it takes no more readings, rates or computation.',
  params: idParam,
  response: billMonthSchema,
});
