import { endpoint, idParam } from '../../http.ts';
import { billSchema } from './bill.ts';

export const getBillEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/bills/{id}',
  summary: 'One bill with every line (printable bill).',
  params: idParam,
  response: billSchema,
});
