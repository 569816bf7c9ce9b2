import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../http.ts';
import { searchText } from '../primitives.ts';
import { SENSITIVE_KINDS, accessLogEntrySchema } from './agreement.ts';

export const listAccessLogEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/data-privacy/sensitive-access-log',
  summary: 'Who read sensitive personal data (government numbers, payslips, employee records), newest first.',
  query: pagingQuery.extend({ kind: z.enum(SENSITIVE_KINDS).optional(), search: searchText(100).optional() }),
  response: pagedOf(accessLogEntrySchema),
});
