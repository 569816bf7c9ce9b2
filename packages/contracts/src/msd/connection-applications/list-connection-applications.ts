import { z } from 'zod';
import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { sortQuery } from '../../platform/list-sort.ts';
import { branchCode, searchText } from '../../primitives.ts';
import { APPLICANT_TYPES, CONNECTION_STAGES } from '../enums.ts';
import { CONNECTION_APPLICATION_BASE, connectionApplicationSchema } from './connection-application.ts';

export const CONNECTION_APPLICATION_SORT_COLUMNS = [
  'applicationNo',
  'createdAt',
  'applicant',
  'stage',
  'stageSince',
] as const;

export const listConnectionApplicationsQuery = pagingQuery.extend({
  ...sortQuery(CONNECTION_APPLICATION_SORT_COLUMNS).shape,
  /** Start of the application no. or applicant name. */
  search: searchText(100).optional(),
  stage: z.enum(CONNECTION_STAGES).optional(),
  applicantType: z.enum(APPLICANT_TYPES).optional(),
  branchCode: branchCode().optional(),
  /** Filed on or after / on or before (Manila calendar days). */
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
});

export const listConnectionApplicationsEndpoint = endpoint({
  method: 'GET',
  path: CONNECTION_APPLICATION_BASE,
  summary:
    'Paged new connection applications, newest first unless sort names a column. Filters: search (start of application no. or applicant), stage, applicant type, branch, filing dates.',
  query: listConnectionApplicationsQuery,
  response: pagedOf(connectionApplicationSchema),
});
