import { endpoint, idParam } from '../../http.ts';
import { receiveRequisitionFields, requisitionSchema } from './requisition.ts';

export const receiveRequisitionEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/requisitions/{id}/receipt',
  summary:
    'The recipient signs on screen for the materials of a requisition whose issuing document has posted; the signature is kept with the requisition.',
  params: idParam,
  body: receiveRequisitionFields,
  response: requisitionSchema,
});
