import { endpoint, pagedOf, pagingQuery, queryBoolean } from '../http.ts';
import { searchText } from '../primitives.ts';
import { myDocumentSchema } from './document.ts';

export const listMyDocumentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/user/documents',
  summary:
    'The published documents addressed to the signed-in user (all staff or their department), newest first; unread ones or a search.',
  query: pagingQuery.extend({ unreadOnly: queryBoolean.optional(), search: searchText(100).optional() }),
  response: pagedOf(myDocumentSchema),
});
