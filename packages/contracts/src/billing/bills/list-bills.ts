import { z } from 'zod';
import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { branchCode, id, searchText } from '../../primitives.ts';
import { BILL_STATUSES } from '../enums.ts';
import { billSummarySchema } from './bill.ts';

/** Columns the bill list sorts by (the web table's sortable headers). */
export const BILL_SORT_COLUMNS = [
  'billNo',
  'accountNo',
  'consumerName',
  'routeCode',
  'consumerClass',
  'kwh',
  'totalAmount',
  'status',
] as const;

export const listBillsQuery = pagingQuery.extend({
  ...sortQuery(BILL_SORT_COLUMNS).shape,
  billMonthId: id().optional(),
  branchCode: branchCode().optional(),
  routeId: id().optional(),
  accountNo: searchText(30).optional(),
  status: z.enum(BILL_STATUSES).optional(),
});

export const listBillsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/bills',
  summary: 'Paged bills of a bill month, branch, route or consumer.',
  query: listBillsQuery,
  response: pagedOf(billSummarySchema),
});
