import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { signatoryTypeSchema } from './signatory-type.ts';

export const listSignatoryTypesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/signatories/types',
  summary: 'Signatory types (the titles chain steps sign under), by name.',
  response: z.array(signatoryTypeSchema),
});
