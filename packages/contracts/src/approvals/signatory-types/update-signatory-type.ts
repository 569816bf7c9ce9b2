import { endpoint, idParam } from '../../http.ts';
import { signatoryTypeFieldsSchema, signatoryTypeSchema } from './signatory-type.ts';

export const updateSignatoryTypeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/admin/signatories/types/{id}',
  summary: 'Rename, describe or deactivate a signatory type.',
  params: idParam,
  body: signatoryTypeFieldsSchema,
  response: signatoryTypeSchema,
});
