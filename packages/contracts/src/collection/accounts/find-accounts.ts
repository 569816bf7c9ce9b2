import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { accountMatchSchema } from './account.ts';

export const findAccountsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/accounts',
  summary: 'Consumers whose account number, name (LAST, FIRST) or meter serial starts with the search; at most 20.',
  query: z.object({ search: searchText(60).min(1, 'This field is required.') }),
  response: z.array(accountMatchSchema),
});
