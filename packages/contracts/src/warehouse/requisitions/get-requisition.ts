import { endpoint, idParam } from '../../http.ts';
import { requisitionSchema } from './requisition.ts';

export const getRequisitionEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/requisitions/{id}',
  summary: 'One requisition with its lines, approval, the document that issued it and the signature received.',
  params: idParam,
  response: requisitionSchema,
});
