import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { id, integer } from '../../primitives.ts';
import { ledgerTransactionSchema } from './ledger-line.ts';

/** Columns the ledger transactions sort by (newest entry first otherwise). */
export const LEDGER_TRANSACTION_SORT_COLUMNS = [
  'entryDate',
  'employeeName',
  'leaveTypeCode',
  'lineType',
  'status',
  'days',
  'createdAt',
] as const;

export const ledgerTransactionsQuery = pagingQuery.extend({
  ...sortQuery(LEDGER_TRANSACTION_SORT_COLUMNS).shape,
  fiscalYearId: id().optional(),
  employeeId: id().optional(),
  lineType: integer(0, 3).optional(),
  status: integer(0, 2).optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
});

export const listLedgerTransactionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leaves/ledger-lines',
  summary:
    'Leave ledger lines of every employee, newest entry first; filter by fiscal year, employee, line type, status and entry dates.',
  query: ledgerTransactionsQuery,
  response: pagedOf(ledgerTransactionSchema),
});
