import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';

export const linkableUserSchema = z.object({ id: z.number().int(), username: z.string(), fullName: z.string() });
export type LinkableUser = z.infer<typeof linkableUserSchema>;

export const linkableUsersEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/linkable-users',
  summary:
    'Active portal accounts not yet linked to an employee (plus the one linked to forEmployee), for the employee form.',
  query: z.object({
    search: searchText(100).optional(),
    forEmployee: id().optional(),
  }),
  response: z.array(linkableUserSchema),
});
