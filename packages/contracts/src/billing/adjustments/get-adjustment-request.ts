import { endpoint, idParam } from '../../http.ts';
import { adjustmentRequestSchema } from './adjustment-request.ts';

export const getAdjustmentRequestEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/adjustment-requests/{id}',
  summary: 'One bill adjustment request with the proposed bill’s lines.',
  params: idParam,
  response: adjustmentRequestSchema,
});
