import { z } from 'zod';
import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';
import { employeeBalancesRowSchema } from './leave-balance.ts';

/** Columns the balance list sorts by (name order otherwise). */
export const LEAVE_BALANCE_SORT_COLUMNS = ['employeeCode', 'employeeName', 'departmentName'] as const;
export type LeaveBalanceSort = (typeof LEAVE_BALANCE_SORT_COLUMNS)[number];

export const listLeaveBalancesQuery = pagingQuery.extend({
  ...sortQuery(LEAVE_BALANCE_SORT_COLUMNS).shape,
  fiscalYearId: id().optional(),
  search: searchText(100).optional(),
});

export const listLeaveBalancesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leaves/balances',
  summary:
    'Employees (active, or with ledger lines in the year) with their balance per leave type for a fiscal year (default: the active one), by name.',
  query: listLeaveBalancesQuery,
  response: pagedOf(employeeBalancesRowSchema).extend({ fiscalYearId: z.number().int(), closed: z.boolean() }),
});
