import { endpoint, pagedOf, pagingQuery, queryBoolean } from '../../http.ts';
import { roleSchema } from '../../auth/current-user.ts';
import { adminUserSchema } from './user.ts';
import { id, searchText } from '../../primitives.ts';

export const listUsersQuery = pagingQuery.extend({
  search: searchText(100).optional(),
  role: roleSchema.optional(),
  departmentId: id().optional(),
  isActive: queryBoolean.optional(),
});

export const listUsersEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  summary: 'Paged users with search (username, name, email), role, department and active filters.',
  query: listUsersQuery,
  response: pagedOf(adminUserSchema),
});
