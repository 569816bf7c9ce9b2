// Ledger transactions across employees (the Leave Transactions screen).
import { z } from 'zod';
import { endpoint, isoDate, pagedOf, pagingQuery } from '../http.ts';
import { id, integer } from '../primitives.ts';

export const ledgerTransactionSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  leaveTypeCode: z.string(),
  lineType: z.number().int(),
  status: z.number().int(),
  entryDate: z.string(),
  days: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;

export const listLedgerTransactionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leaves/ledger-lines',
  summary:
    'Leave ledger lines of every employee, newest entry first; filter by fiscal year, employee, line type, status and entry dates.',
  query: pagingQuery.extend({
    fiscalYearId: id().optional(),
    employeeId: id().optional(),
    lineType: integer(0, 3).optional(),
    status: integer(0, 2).optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
  }),
  response: pagedOf(ledgerTransactionSchema),
});
