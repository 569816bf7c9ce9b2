import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { receiptRecipientSchema } from './receipt-recipient.ts';

export const listReceiptRecipientsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/stock-documents/{id}/recipients',
  summary: "A receiving report's recipients: the items handed over, to whom, how many, with their signatures.",
  params: idParam,
  response: z.array(receiptRecipientSchema),
});
