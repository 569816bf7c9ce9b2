import { endpoint } from '../../http.ts';
import { signatoryTypeFieldsSchema, signatoryTypeSchema } from './signatory-type.ts';

export const createSignatoryTypeEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/admin/signatories/types',
  summary: 'Add a signatory type.',
  body: signatoryTypeFieldsSchema,
  response: signatoryTypeSchema,
});
