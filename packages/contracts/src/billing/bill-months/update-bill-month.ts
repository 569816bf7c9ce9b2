import { endpoint, idParam } from '../../http.ts';
import { billMonthFields, billMonthSchema } from './bill-month.ts';

export const updateBillMonthEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/billing/bill-months/{id}',
  summary: 'Change an open bill month’s dates and discount configuration.',
  params: idParam,
  body: billMonthFields,
  response: billMonthSchema,
});
