import { endpoint } from '../../http.ts';
import { requisitionFields, requisitionSchema } from './requisition.ts';

export const createRequisitionEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/requisitions',
  summary:
    'Files a requisition (supplies, service, transfer request, office supply) with its control number, reserves its quantities at the warehouse and sends it for approval.',
  body: requisitionFields,
  response: requisitionSchema,
});
