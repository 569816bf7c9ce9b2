import assert from 'node:assert/strict';
import { test } from 'node:test';
import { QueryClient } from '@tanstack/react-query';
import { getUserEndpoint } from '@ilaw/contracts/admin/users/get-user';
import { listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments/list-departments';
import { endpointKey, endpointQuery, invalidateEndpoints } from './query.ts';

test('query keys start with the endpoint: method and path template', () => {
  assert.deepEqual(endpointKey(getUserEndpoint), ['GET', '/api/admin/users/{id}']);
  assert.deepEqual(endpointQuery(getUserEndpoint, { params: { id: 7 } }).queryKey, [
    'GET',
    '/api/admin/users/{id}',
    { id: 7 },
    null,
  ]);
});

test('invalidating an endpoint marks every cached answer of it stale, and no other', async () => {
  const client = new QueryClient();
  const keys: (readonly unknown[])[] = [
    endpointQuery(listUsersEndpoint, { query: { page: 1, itemsPerPage: 15 } }).queryKey,
    endpointQuery(listUsersEndpoint, { query: { page: 2, itemsPerPage: 15, search: 'x' } }).queryKey,
    endpointQuery(getUserEndpoint, { params: { id: 1 } }).queryKey,
    endpointQuery(listDepartmentsEndpoint).queryKey,
  ];
  for (const key of keys) client.setQueryData(key, 'cached');
  await invalidateEndpoints(client, [listUsersEndpoint, getUserEndpoint]);
  const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
  assert.deepEqual(stale, [true, true, true, false]);
  client.clear();
});
