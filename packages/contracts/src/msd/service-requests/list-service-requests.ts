import { z } from 'zod';
import { endpoint, isoDate, pagedOf, pagingQuery, queryBoolean } from '../../http.ts';
import { sortQuery } from '../../platform/list-sort.ts';
import { branchCode, id, searchText } from '../../primitives.ts';
import { APPROVAL_STATES, SERVICE_REQUEST_STATUSES } from '../enums.ts';
import { SERVICE_REQUEST_BASE, serviceRequestSchema } from './service-request.ts';

export const SERVICE_REQUEST_SORT_COLUMNS = [
  'requestNo',
  'receivedAt',
  'dueAt',
  'type',
  'consumer',
  'branch',
  'team',
  'status',
] as const;

export const listServiceRequestsQuery = pagingQuery.extend({
  ...sortQuery(SERVICE_REQUEST_SORT_COLUMNS).shape,
  /** Start of the request no., account no., consumer or requester name. */
  search: searchText(100).optional(),
  status: z.enum(SERVICE_REQUEST_STATUSES).optional(),
  approvalState: z.enum(APPROVAL_STATES).optional(),
  typeId: id().optional(),
  branchCode: branchCode().optional(),
  teamId: id().optional(),
  /** One consumer's requests (the member services consumer view). */
  consumerId: id().optional(),
  /** Received on or after / on or before (Manila calendar days). */
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  overdue: queryBoolean.optional(),
});

const summary =
  "Paged service requests, newest first unless sort names a column. Filters: search (start of request no., account no., consumer or requester), status, approval state, type, branch, team, received date range, overdue. Beyond 5,000 matches the total is the database's estimate and totalIsEstimate is true (show it as 'about').";

export const listServiceRequestsEndpoint = endpoint({
  method: 'GET',
  path: SERVICE_REQUEST_BASE.msd,
  summary,
  query: listServiceRequestsQuery,
  response: pagedOf(serviceRequestSchema).extend({ totalIsEstimate: z.boolean().optional() }),
});
