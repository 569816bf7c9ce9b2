import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../http.ts';
import { searchText } from '../primitives.ts';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, documentSchema } from './document.ts';

export const listDocumentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/ogm/documents',
  summary: 'Every document for its uploaders and approvers, newest first: by status, kind or search.',
  query: pagingQuery.extend({
    status: z.enum(DOCUMENT_STATUSES).optional(),
    kind: z.enum(DOCUMENT_KINDS).optional(),
    search: searchText(100).optional(),
  }),
  response: pagedOf(documentSchema),
});
