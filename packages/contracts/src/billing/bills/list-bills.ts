import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { branchCode, id, searchText } from '../../primitives.ts';
import { BILL_STATUSES } from '../enums.ts';
import { billSummarySchema } from './bill.ts';

export const listBillsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/bills',
  summary: 'Paged bills of a bill month, branch, route or consumer.',
  query: pagingQuery.extend({
    billMonthId: id().optional(),
    branchCode: branchCode().optional(),
    routeId: id().optional(),
    accountNo: searchText(30).optional(),
    status: z.enum(BILL_STATUSES).optional(),
  }),
  response: pagedOf(billSummarySchema),
});
