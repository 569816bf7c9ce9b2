import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { requiredText } from '../../validation.ts';
import { dcrSchema } from './teller-day.ts';

/** A spoiled OR form: the teller voids the next number of their series with a reason (decision 057). */
export const voidReceiptEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/collection/teller-days/{id}/voided-receipts',
  summary: 'Voids the next OR number of the teller (a spoiled form) with a reason; it stays in the sequence.',
  params: idParam,
  body: z.object({ reason: requiredText(1, 200) }),
  response: dcrSchema,
});
