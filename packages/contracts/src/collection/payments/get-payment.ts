import { endpoint, idParam } from '../../http.ts';
import { paymentSchema } from './payment.ts';

export const getPaymentEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/payments/{id}',
  summary: 'One payment as its official receipt shows it.',
  params: idParam,
  response: paymentSchema,
});
