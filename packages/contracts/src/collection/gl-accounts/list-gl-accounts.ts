import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { glAccountSchema } from './gl-account.ts';

export const listGlAccountsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/gl-accounts',
  summary: 'The GL accounts the DCR totals by (power bills, surcharge and its VAT, advances, 2307s).',
  response: z.array(glAccountSchema),
});
