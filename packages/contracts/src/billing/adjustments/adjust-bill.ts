import { endpoint, idParam } from '../../http.ts';
import { adjustmentBodySchema, adjustmentRequestSchema } from './adjustment-request.ts';

export const adjustBillEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/bills/{id}/adjustments',
  summary:
    'Ask for a posted bill to be adjusted: the corrected reading is recomputed at the month’s rates and waits for an approver; only on approval are the reversal and the corrected bill posted.',
  params: idParam,
  body: adjustmentBodySchema,
  response: adjustmentRequestSchema,
});
