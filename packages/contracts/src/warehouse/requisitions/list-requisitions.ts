import { endpoint, pagedOf } from '../../http.ts';
import { listRequisitionsQuery, requisitionSchema } from './requisition.ts';

export const listRequisitionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/warehouse/requisitions',
  summary:
    "Requisitions of a kind, newest first, with their approval; readers see all, a requester without a reader's role their own.",
  query: listRequisitionsQuery,
  response: pagedOf(requisitionSchema),
});
