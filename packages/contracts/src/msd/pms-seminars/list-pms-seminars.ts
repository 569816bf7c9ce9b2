import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { branchCode } from '../../primitives.ts';
import { PMS_SEMINAR_BASE, pmsSeminarSchema } from './pms-seminar.ts';

export const listPmsSeminarsQuery = pagingQuery.extend({
  branchCode: branchCode().optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
});

export const listPmsSeminarsEndpoint = endpoint({
  method: 'GET',
  path: PMS_SEMINAR_BASE,
  summary: 'Paged pre-membership seminars, latest date first, with seats, enrolled and attended counts.',
  query: listPmsSeminarsQuery,
  response: pagedOf(pmsSeminarSchema),
});
