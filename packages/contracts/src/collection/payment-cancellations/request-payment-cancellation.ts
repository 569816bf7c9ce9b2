import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { requiredText } from '../../validation.ts';
import { paymentCancellationSchema } from './payment-cancellation.ts';

export const requestPaymentCancellationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/collection/payments/{id}/cancellation',
  summary:
    'The teller asks the cashier to cancel a payment, with the reason; the cashier decides it through the approval engine.',
  params: idParam,
  body: z.object({ reason: requiredText(3, 300) }),
  response: paymentCancellationSchema,
});
