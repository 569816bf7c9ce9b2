import { endpoint, idParam } from '../../http.ts';
import { chainStepFieldsSchema, chainStepSchema } from './chain-step.ts';

export const updateChainStepEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/admin/signatories/{id}',
  summary: 'Change a step (signatory type, members, position). Pending requests follow the chain as it now is.',
  params: idParam,
  body: chainStepFieldsSchema,
  response: chainStepSchema,
});
