import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { sortQuery } from '../../platform/list-sort.ts';
import { id, searchText } from '../../primitives.ts';
import { PAYROLL_STATUSES, payrollSchema } from './payroll.ts';

export const PAYROLL_SORT_COLUMNS = ['name', 'periodStart', 'payDate', 'status', 'employeeCount', 'totalNet'] as const;

export const listPayrollsEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Payrolls',
  summary: 'Paged payrolls, latest period first. Filters: search (name), status, payroll type.',
  query: pagingQuery.extend({
    ...sortQuery(PAYROLL_SORT_COLUMNS).shape,
    search: searchText(100).optional(),
    status: z.enum(PAYROLL_STATUSES).optional(),
    payrollTypeId: id().optional(),
  }),
  response: pagedOf(payrollSchema),
});
