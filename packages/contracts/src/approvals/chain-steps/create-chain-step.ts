import { endpoint } from '../../http.ts';
import { chainStepFieldsSchema, chainStepSchema } from './chain-step.ts';

export const createChainStepEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/admin/signatories',
  summary: 'Add a step to a document type’s approval chain.',
  body: chainStepFieldsSchema,
  response: chainStepSchema,
});
