import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { sortQuery } from '../../platform/list-sort.ts';
import { branchCode, id, searchText } from '../../primitives.ts';
import { CONNECTION_ORDER_STATUSES } from '../enums.ts';
import { CONNECTION_ORDER_BASE, connectionOrderSchema } from './connection-order.ts';

export const CONNECTION_ORDER_SORT_COLUMNS = ['coNumber', 'createdAt', 'applicant', 'status', 'scheduledOn'] as const;

export const listConnectionOrdersQuery = pagingQuery.extend({
  ...sortQuery(CONNECTION_ORDER_SORT_COLUMNS).shape,
  /** Start of the CO no., application no., applicant or account no. */
  search: searchText(100).optional(),
  status: z.enum(CONNECTION_ORDER_STATUSES).optional(),
  /** Holders of ConOrderFilterByBranch only. */
  branchCode: branchCode().optional(),
  teamId: id().optional(),
  applicationId: id().optional(),
});

export const listConnectionOrdersEndpoint = endpoint({
  method: 'GET',
  path: CONNECTION_ORDER_BASE,
  summary:
    'Paged connection orders, newest first unless sort names a column. Filters: search, status, team, application, branch (ConOrderFilterByBranch).',
  query: listConnectionOrdersQuery,
  response: pagedOf(connectionOrderSchema),
});
