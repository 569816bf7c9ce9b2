import { endpoint, idParam } from '../../http.ts';
import { adjustmentDecisionSchema, adjustmentRequestSchema } from './adjustment-request.ts';

export const approveAdjustmentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/adjustment-requests/{id}/approve',
  summary:
    'Approve an adjustment: the original bill is reversed on the ledger and the corrected bill posted. Never the requester.',
  params: idParam,
  body: adjustmentDecisionSchema,
  response: adjustmentRequestSchema,
});
