import { endpoint, idParam } from '../../http.ts';
import { cancelRequisitionFields, requisitionSchema } from './requisition.ts';

export const cancelRequisitionEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/warehouse/requisitions/{id}/cancellation',
  summary:
    'Cancels an approved requisition not yet issued (its requester or a warehouse administrator) and gives its reservation back; a pending one is withdrawn through its approval.',
  params: idParam,
  body: cancelRequisitionFields,
  response: requisitionSchema,
});
