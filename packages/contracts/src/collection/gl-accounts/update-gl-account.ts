import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { GL_PURPOSES } from '../common.ts';
import { glAccountFields, glAccountSchema } from './gl-account.ts';

export const updateGlAccountEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/fsd/collection/gl-accounts/{purpose}',
  summary: "Changes a purpose's GL account; payments already posted keep the account they posted to.",
  params: z.object({ purpose: z.enum(GL_PURPOSES) }),
  body: glAccountFields,
  response: glAccountSchema,
});
