import { z } from 'zod';
import { endpoint } from '../http.ts';

export const branchSchema = z.object({ code: z.number().int(), key: z.string(), name: z.string() });
export type Branch = z.infer<typeof branchSchema>;

export const listBranchesEndpoint = endpoint({
  method: 'GET',
  path: '/api/Branches',
  summary: 'The cooperative’s branches with their codes (SPEC.md section 3).',
  response: z.array(branchSchema),
});
