import { endpoint, idParam } from '../../http.ts';

export const deleteChainStepEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v2/admin/signatories/{id}',
  summary: 'Remove a step; the chain keeps at least one.',
  params: idParam,
});
