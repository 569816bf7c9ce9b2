import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { branchCode } from '../../primitives.ts';
import { tellerSchema } from './teller.ts';

export const listTellersEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/tellers',
  summary: 'Tellers by branch and name, with the OR numbers left in their series.',
  query: z.object({ branchCode: branchCode().optional() }),
  response: z.array(tellerSchema),
});
