import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { itPersonSchema } from './personnel.ts';

export const listItPersonnelEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/it-personnel',
  summary: 'The IT personnel (holders of ITPersonnel) with their open and recently resolved IT service requests.',
  response: z.object({ items: z.array(itPersonSchema) }),
});
