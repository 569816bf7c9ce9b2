import { endpoint, pagedOf, pagingQuery, queryBoolean } from '../http.ts';
import { searchText } from '../primitives.ts';
import { acceptanceSchema } from './agreement.ts';

export const listAcceptancesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/data-privacy/acceptances',
  summary: 'Who accepted which agreement version and when (active users), or those still to accept the current one.',
  query: pagingQuery.extend({ pendingOnly: queryBoolean.optional(), search: searchText(100).optional() }),
  response: pagedOf(acceptanceSchema),
});
