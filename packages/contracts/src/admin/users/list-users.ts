import { endpoint, pagedOf, pagingQuery, queryBoolean } from '../../http.ts';
import { roleSchema } from '../../auth/current-user.ts';
import { adminUserSchema } from './user.ts';
import { id, searchText } from '../../primitives.ts';
import { sortQuery } from '../../platform/list-sort.ts';

/** Columns the user list sorts by. */
export const USER_SORT_COLUMNS = ['username', 'fullName', 'department', 'status', 'lastLogin'] as const;

export const listUsersQuery = pagingQuery.extend({
  ...sortQuery(USER_SORT_COLUMNS).shape,
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
