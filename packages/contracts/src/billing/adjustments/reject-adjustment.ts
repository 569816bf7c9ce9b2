import { endpoint, idParam } from '../../http.ts';
import { adjustmentDecisionSchema, adjustmentRequestSchema } from './adjustment-request.ts';

export const rejectAdjustmentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/adjustment-requests/{id}/reject',
  summary: 'Reject an adjustment request; the bill stands.',
  params: idParam,
  body: adjustmentDecisionSchema,
  response: adjustmentRequestSchema,
});
