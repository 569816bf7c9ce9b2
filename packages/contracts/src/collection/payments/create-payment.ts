import { endpoint } from '../../http.ts';
import { paymentFields, paymentSchema } from './payment.ts';

export const createPaymentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/collection/payments',
  summary:
    "Takes a payment at the signed-in teller's open day: allocates the next OR number, pays the bills oldest first (surcharge before principal), posts to the billing ledger and puts any excess on the advance balance. 201; the same idempotency key again answers 200 with the first payment.",
  body: paymentFields,
  response: paymentSchema,
});
